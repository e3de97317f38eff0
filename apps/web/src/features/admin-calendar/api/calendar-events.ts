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

/** The calendar's filters of one branch: a salón's parties, or a resource's (null: any). */
export interface CalendarFilters {
  salon: string | null;
  recurso: string | null;
}

/** GET /api/event?from&to&lugar&salon&recurso, page after page, up to STAFF_CALENDAR.maxPages. */
export async function loadCalendarEvents(
  query: { from: string; to: string; lugar: string | null } & Partial<CalendarFilters>,
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
        salon: query.salon ?? undefined,
        recurso: query.recurso ?? undefined,
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

export const useCalendarEvents = (
  range: { from: string; to: string } | null,
  lugar: string | null,
  filters: CalendarFilters = { salon: null, recurso: null },
) =>
  useQuery({
    queryKey: queryKeys.events.calendar(range?.from ?? '', range?.to ?? '', lugar, filters),
    queryFn: ({ signal }) => loadCalendarEvents({ ...range!, lugar, ...filters }, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
