import { type IsoDate, todayInMexicoCity } from '@salones/shared/dates';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  arrivedMonth,
  fetchMonth,
  MONTH_STALE_MS,
  type MonthAvailability,
} from '../../lib/api/month-availability-fetch.ts';
import { dispatchSlotPicked } from '../../lib/slot-picked.ts';
import { AvailabilityCalendar, type DayAvailability, type PickedSlot } from './availability-calendar.tsx';
import { type Month, monthOf } from './calendar-month.ts';
import { RetryAlert } from './calendar-parts.tsx';
import { offeredRange } from './offered-range.ts';

export interface AvailabilityCalendarIslandProps {
  placeId: string;
  /** what the grid is about, for screen readers: 'Disponibilidad de Sucursal Centro' */
  label: string;
  /** the branch's lead time when the page was rendered (each month's answer brings the current one) */
  diasAnticipacion: number;
  /** the day (Mexico City) the page was rendered on: the server keeps a page across days */
  today: IsoDate;
}

/**
 * The branch page's availability calendar, an island (docs/decisions/015): the server renders its first offered
 * month loading (aria-busy), and once running it fetches month by month (plain `fetch`, each answer kept for
 * MONTH_STALE_MS). Picking mode: a free turno pressed is marked and told to the page (lib/slot-picked.ts: the
 * availability form fills itself from it). A turno pressed while its month loads — or before the island ran,
 * held by app/islands.ts — is picked once the month is there, if it is free.
 *
 * Its first render is the server's HTML, as of the day the page was rendered (`today`); today's calendar
 * (the first offered day, the last month) settles after it.
 */
export function AvailabilityCalendarIsland(props: AvailabilityCalendarIslandProps) {
  const [today, setToday] = useState(props.today);
  const [lead, setLead] = useState(props.diasAnticipacion);
  const range = offeredRange(today, lead);
  const firstMonth = monthOf(range.firstDay);
  const [chosenMonth, setChosenMonth] = useState<Month | null>(null);
  const month = chosenMonth && chosenMonth > firstMonth ? chosenMonth : firstMonth;
  const [loaded, setLoaded] = useState<Record<Month, { answer: MonthAvailability; at: number }>>({});
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [picked, setPicked] = useState<PickedSlot | null>(null);

  useEffect(() => setToday(todayInMexicoCity()), []);

  const current = loaded[month];
  // the first month, when the page's early request for it has been answered: drawn in the hydrating task (a
  // layout effect), not after the next paint (Preact's plain effects), so a turno pressed before the island ran
  // is picked as soon as it runs
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the month the server rendered
  useLayoutEffect(() => {
    const answer = arrivedMonth(props.placeId, month);
    if (!answer) return;
    setLoaded((all) => ({ ...all, [month]: { answer, at: Date.now() } }));
    setLead(answer.diasAnticipacion);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes when 'Reintentar' asks again
  useEffect(() => {
    if (current && Date.now() - current.at < MONTH_STALE_MS) return;
    const controller = new AbortController();
    setError(null);
    fetchMonth(props.placeId, month, controller.signal).then(
      (answer) => {
        setLoaded((all) => ({ ...all, [month]: { answer, at: Date.now() } }));
        setLead(answer.diasAnticipacion);
      },
      (err: Error) => {
        if (!controller.signal.aborted) setError(err.message);
      },
    );
    return () => controller.abort();
  }, [props.placeId, month, current, attempt]);

  const days = useMemo(
    () =>
      current
        ? Object.fromEntries(current.answer.dias.map((d): [string, DayAvailability] => [d.fecha, d]))
        : undefined,
    [current],
  );
  const idBase = `calendario-${props.placeId}`;
  return (
    <>
      {error ? (
        <RetryAlert
          id={`${idBase}-error`}
          title="No pudimos cargar el calendario"
          message={error}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : null}
      <AvailabilityCalendar
        label={props.label}
        idBase={idBase}
        month={month}
        onMonthChange={setChosenMonth}
        firstDay={range.firstDay}
        lastDay={range.lastDay}
        days={days}
        onPick={(slot) => {
          setPicked(slot);
          // told to the page in a task of its own: the turno shows picked first (the availability form checks
          // it at once, tens of ms on a phone)
          setTimeout(() => dispatchSlotPicked({ lugar: props.placeId, ...slot }));
        }}
        picked={picked}
      />
    </>
  );
}
