import { eventRoutes } from '@salones/shared/contract/events';
import type { EventDto } from '@salones/shared/events';
import { STAFF_CALENDAR } from '@salones/shared/staff-calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface CalendarEvents {
  events: EventDto[];
  /** more events than STAFF_CALENDAR.maxPages pages: the view shows the first ones only */
  capped: boolean;
}

/** GET /api/event?from&to&lugar, page after page, up to STAFF_CALENDAR.maxPages. */
export async function loadCalendarEvents(
  query: { from: string; to: string; lugar: string | null },
  signal?: AbortSignal,
): Promise<CalendarEvents> {
  const events: EventDto[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < STAFF_CALENDAR.maxPages; page++) {
    const res = await callApi(eventRoutes.list, {
      query: {
        from: query.from,
        to: query.to,
        lugar: query.lugar ?? undefined,
        cursor,
        limit: STAFF_CALENDAR.pageSize,
      },
      signal,
    });
    events.push(...res.evento);
    if (!res.nextCursor) return { events, capped: false };
    cursor = res.nextCursor;
  }
  return { events, capped: true };
}

export const useCalendarEvents = (range: { from: string; to: string } | null, lugar: string | null) =>
  useQuery({
    queryKey: queryKeys.events.calendar(range?.from ?? '', range?.to ?? '', lugar),
    queryFn: ({ signal }) => loadCalendarEvents({ ...range!, lugar }, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
