import { userRoutes } from '@salones/shared/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/usuarios/{id}: one account (the customer an event is booked for). */
export const getUser = (userId: string, signal?: AbortSignal) =>
  callApi(userRoutes.get, { params: { id: userId }, signal }).then((r) => r.userData);

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));
