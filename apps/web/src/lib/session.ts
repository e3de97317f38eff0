import type { UserDto } from '@salones/shared/accounts';
import { isStaff } from '@salones/shared/constants';
import { userRoutes } from '@salones/shared/contract/users';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, callApi } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { clearToken, getToken, setToken, userIdFromToken } from './session-storage.ts';

const sessionQueryKey = queryKeys.session.all;

/** `token`: the browser's (localStorage) unless given — the server render of a staff page gives its cookie's. */
async function fetchSessionUser(token = getToken()): Promise<UserDto | null> {
  const id = userIdFromToken(token);
  if (!id) return null;
  try {
    const data = await callApi(userRoutes.get, { params: { id } });
    return data.userData;
  } catch (err) {
    // Only a refused token ends the session; a network blip or a cancelled request must not log anyone out.
    if (err instanceof ApiError && [401, 403, 404].includes(err.status)) {
      clearToken();
      return null;
    }
    throw err;
  }
}

export const sessionQueryOptions = (token?: string) =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => fetchSessionUser(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The logged-in user (or null), plus login/logout. */
export function useSession() {
  const client = useQueryClient();
  const query = useQuery(sessionQueryOptions());
  const login = useCallback(
    (token: string, user: UserDto) => {
      setToken(token);
      client.setQueryData(sessionQueryKey, user);
    },
    [client],
  );
  const logout = useCallback(() => {
    clearToken();
    client.clear();
    client.setQueryData(sessionQueryKey, null);
  }, [client]);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading && !!getToken(),
    isLoggedIn: !!user,
    isStaff: isStaff(user?.role),
    login,
    logout,
  };
}
