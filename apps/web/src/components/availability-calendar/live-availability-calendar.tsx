import { todayInMexicoCity } from '@salones/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { monthAvailabilityQueryOptions } from '../../lib/api/availability.ts';
import { LoadError } from '../load-error.tsx';
import { AvailabilityCalendar, type DayAvailability, type PickedSlot } from './availability-calendar.tsx';
import { monthOf } from './calendar-month.ts';
import { offeredRange } from './offered-range.ts';

/**
 * The availability calendar of one branch in the app (the cart's request form), fed month by month by
 * GET /api/event/calendario/{placeId} through React Query. The branch page's is an island of its own
 * (availability-calendar-island.tsx).
 */
export function LiveAvailabilityCalendar(props: {
  placeId: string;
  label: string;
  onPick?: (slot: PickedSlot) => void;
  picked?: PickedSlot | null;
}) {
  const idBase = useId();
  const today = useMemo(() => todayInMexicoCity(), []);
  const [month, setMonth] = useState(() => monthOf(props.picked?.fecha ?? offeredRange(today, 1).firstDay));
  const query = useQuery(monthAvailabilityQueryOptions(props.placeId, month));
  const days = useMemo(
    () =>
      query.data
        ? Object.fromEntries(query.data.dias.map((d): [string, DayAvailability] => [d.fecha, d]))
        : undefined,
    [query.data],
  );
  // from tomorrow until the month's answer brings the branch's lead time
  const range = offeredRange(today, query.data?.diasAnticipacion ?? 1);
  return (
    <>
      {query.isError ? (
        <LoadError
          title="No pudimos cargar el calendario"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : null}
      <AvailabilityCalendar
        label={props.label}
        idBase={idBase}
        month={month}
        onMonthChange={setMonth}
        firstDay={range.firstDay}
        lastDay={range.lastDay}
        days={query.isPlaceholderData ? undefined : days}
        onPick={props.onPick}
        picked={props.picked}
      />
    </>
  );
}
