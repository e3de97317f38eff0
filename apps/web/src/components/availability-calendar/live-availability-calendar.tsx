import { calendarMonths } from '@salones/shared/booking-requests';
import { addDays, monthRange, todayInMexicoCity } from '@salones/shared/dates';
import { firstRequestableDate } from '@salones/shared/slots';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { monthAvailabilityQueryOptions } from '../../lib/api/availability.ts';
import { LoadError } from '../load-error.tsx';
import { AvailabilityCalendar, type DayAvailability, type PickedSlot } from './availability-calendar.tsx';
import { monthOf } from './calendar-month.ts';

/** The offered range: from tomorrow (issue #11: a request is for a date after today) to the last offered month. */
function offeredRange() {
  const last = calendarMonths().at(-1)!;
  return { firstDay: addDays(todayInMexicoCity(), 1), lastDay: monthRange(`${last}-01`).to };
}

/** The availability calendar of one branch, fed month by month by GET /api/event/calendario/{placeId}. */
export function LiveAvailabilityCalendar(props: {
  placeId: string;
  label: string;
  onPick?: (slot: PickedSlot) => void;
  picked?: PickedSlot | null;
}) {
  const range = useMemo(offeredRange, []);
  const [month, setMonth] = useState(() => monthOf(props.picked?.fecha ?? range.firstDay));
  const query = useQuery(monthAvailabilityQueryOptions(props.placeId, month));
  const days = useMemo(
    () =>
      query.data
        ? Object.fromEntries(query.data.dias.map((d): [string, DayAvailability] => [d.fecha, d]))
        : undefined,
    [query.data],
  );
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
        month={month}
        onMonthChange={setMonth}
        // issue #23.2: a family may ask from the branch's lead time on
        firstDay={query.data ? firstRequestableDate(query.data.diasAnticipacion) : range.firstDay}
        lastDay={range.lastDay}
        days={query.isPlaceholderData ? undefined : days}
        onPick={props.onPick}
        picked={props.picked}
      />
    </>
  );
}
