import { TURNOS } from '@salones/shared/constants';
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
  /** the first offered month as the server read it with the page, drawn with it (drawnMonth); none: drawn loading */
  firstMonthAnswer?: DrawnMonth;
}

/** What the calendar draws of a month's answer: each day's turnos and their states, its closure and surcharges. */
export interface DrawnMonth {
  dias: DayAvailability[];
  diasAnticipacion: number;
}

/** A month's answer as the calendar draws it, without the rest (hours, free salones): the page carries it. */
export function drawnMonth(answer: MonthAvailability): DrawnMonth {
  const dias = answer.dias.map(({ fecha, turnos, motivo, recargos, ...chain }): DayAvailability => {
    const states =
      turnos ?? TURNOS.flatMap((nombre) => (chain[nombre] ? [{ nombre, estado: chain[nombre] }] : []));
    return {
      fecha,
      turnos: states.map(({ nombre, estado }) => ({ nombre, estado })),
      ...(motivo ? { motivo } : {}),
      ...(recargos?.length ? { recargos } : {}),
    };
  });
  return { dias, diasAnticipacion: answer.diasAnticipacion };
}

/**
 * The branch page's availability calendar, an island (docs/decisions/015): the server renders its first offered
 * month loading (aria-busy), and once running it fetches month by month (plain `fetch`, each answer kept for
 * MONTH_STALE_MS). Picking mode: a free turno pressed is marked and told to the page (lib/slot-picked.ts: the
 * availability form fills itself from it). A turno pressed while its month loads — or before the island ran,
 * held by app/islands.ts — is picked once the month is there, if it is free.
 *
 * Its first render is the server's HTML, as of the day the page was rendered (`today`), with the first month's
 * turnos as the server read them: a turno pressed before the island ran is picked by its hydration, without
 * waiting for the network (nor for a second drawing of the month). That month is asked for again at once (a page
 * is kept up to MONTH_STALE_MS), and today's calendar (the first offered day, the last month) settles with its answer.
 */
export function AvailabilityCalendarIsland(props: AvailabilityCalendarIslandProps) {
  const [today, setToday] = useState(props.today);
  const [lead, setLead] = useState(props.diasAnticipacion);
  const range = offeredRange(today, lead);
  const firstMonth = monthOf(range.firstDay);
  const [chosenMonth, setChosenMonth] = useState<Month | null>(null);
  const month = chosenMonth && chosenMonth > firstMonth ? chosenMonth : firstMonth;
  // the server's answer counts as old: asked for again as soon as the island runs
  const [loaded, setLoaded] = useState<Record<Month, { answer: DrawnMonth; at: number }>>(() =>
    props.firstMonthAnswer ? { [firstMonth]: { answer: props.firstMonthAnswer, at: 0 } } : {},
  );
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [picked, setPicked] = useState<PickedSlot | null>(null);

  const current = loaded[month];
  // the first month, when the island's early request for it (islands/availability-calendar.ts) has already been
  // answered: drawn in the hydrating task (a layout effect), not after the next paint (Preact's plain effects)
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
        // today's calendar settles with an answer, not in the hydration a tap may wait for: a phone takes tens
        // of ms to make the first Mexico City clock (an Intl format)
        setToday(todayInMexicoCity());
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
