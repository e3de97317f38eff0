import { userRoutes } from '@salones/shared/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PAGE_SIZE = 20;

export type UserListParams = { role: 'user' | 'staff'; q: string; page: number };

export const listUsers = (params: UserListParams, signal?: AbortSignal) =>
  callApi(userRoutes.list, {
    query: { role: params.role, page: params.page, limit: PAGE_SIZE, q: params.q || undefined },
    signal,
  });

export const listUsersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    // keep the previous page on screen while the next one (or a new search) loads
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(listUsersQueryOptions(params));
