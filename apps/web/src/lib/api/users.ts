import type { UserDto } from '@salones/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/usuarios/{id}: one account (the customer an event is booked for). */
export const getUser = (userId: string, signal?: AbortSignal) =>
  api<{ userData: UserDto }>(`/api/usuarios/${userId}`, { signal }).then((r) => r.userData);

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));
