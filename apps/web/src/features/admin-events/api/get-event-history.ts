import { auditRoutes } from '@salones/shared/contract/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/event/{id}/historial: newest first, a page at a time. */
export const eventHistoryQuery = (eventId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.events.history(eventId, page),
    queryFn: ({ signal }) =>
      callApi(auditRoutes.ofEvent, { params: { id: eventId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
