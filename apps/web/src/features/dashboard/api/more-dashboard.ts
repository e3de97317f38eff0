// 'Ver más' on the dashboard: the dashboard answers each list's first page; the rest comes
// page by page from the paged endpoints, only when asked for.
import { eventRoutes } from '@salones/shared/contract/events';
import type { DashboardBucket } from '@salones/shared/events';
import { ADMINS_PAGE, EVENT_PAGE } from '@salones/shared/paging';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The events of a card after its first page (GET /api/event?from&to&cursor). */
export const useMoreBucketEvents = (bucket: DashboardBucket, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: queryKeys.events.range(bucket.from, bucket.to, bucket.nextCursor),
    queryFn: ({ pageParam, signal }) =>
      callApi(eventRoutes.list, {
        query: { from: bucket.from, to: bucket.to, cursor: pageParam, limit: EVENT_PAGE.dashboard },
        signal,
      }),
    initialPageParam: bucket.nextCursor ?? undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((p) => p.evento),
    enabled: enabled && bucket.nextCursor !== null,
  });

/** The admins table's pages after the first (GET /api/event/dashboard/admins?page=). */
export const useMoreAdmins = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: queryKeys.events.dashboardAdmins(),
    queryFn: ({ pageParam, signal }) =>
      callApi(eventRoutes.dashboardAdmins, {
        query: { page: pageParam, limit: ADMINS_PAGE.defaultLimit },
        signal,
      }),
    initialPageParam: 2,
    getNextPageParam: (last, all) =>
      (all.length + 1) * ADMINS_PAGE.defaultLimit < last.total ? all.length + 2 : undefined,
    select: (data) => data.pages.flatMap((p) => p.admins),
    enabled,
  });
