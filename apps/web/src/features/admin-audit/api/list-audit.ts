import type { AuditQuery } from '@salones/shared/audit';
import { auditRoutes } from '@salones/shared/contract/audit';
import { userRoutes } from '@salones/shared/contract/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/audit (super_admin): the whole log, filtered, newest first, a page at a time. */
export const auditQuery = (filters: AuditQuery) =>
  queryOptions({
    queryKey: queryKeys.audit.list(filters),
    queryFn: ({ signal }) => callApi(auditRoutes.list, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** The staff accounts, for the author filter (there are a few dozen, not thousands). */
const STAFF_LIST = { role: 'staff', limit: 200 } as const;
export const staffQuery = () =>
  queryOptions({
    queryKey: queryKeys.users.list(STAFF_LIST),
    queryFn: ({ signal }) => callApi(userRoutes.list, { query: STAFF_LIST, signal }),
    staleTime: 60_000,
  });
