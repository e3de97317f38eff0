import type { UserListResponse } from '@salones/shared/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PAGE_SIZE = 20;

export type UserListParams = { role: 'user' | 'staff'; q: string; page: number };

export function listUsers(params: UserListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    role: params.role,
    page: String(params.page),
    limit: String(PAGE_SIZE),
  });
  if (params.q) query.set('q', params.q);
  return api<UserListResponse>(`/api/usuarios?${query}`, { signal });
}

export const listUsersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    // keep the previous page on screen while the next one (or a new search) loads
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(listUsersQueryOptions(params));
