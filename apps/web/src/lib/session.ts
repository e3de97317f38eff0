import type { UserDto } from '@salones/shared/accounts';
import { isStaff } from '@salones/shared/constants';
import { userRoutes } from '@salones/shared/contract/users';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, callApi } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { clearToken, getToken, setToken, userIdFromToken } from './session-storage.ts';
import { useHydrated } from './use-hydrated.ts';

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

/**
 * The logged-in user (or null), plus login (logging out is a form post: components/logout-form.tsx). While a
 * server-rendered page hydrates it is what the server rendered (anonymous, not loading): a render that differs there (a spinner for a session the server never saw)
 * makes React throw the server's HTML away and render the page anew, and a press held until hydration
 * (app/hydration-signal.ts) would land on a control no longer on the page.
 */
export function useSession() {
  const client = useQueryClient();
  const query = useQuery(sessionQueryOptions());
  const hydrated = useHydrated();
  const login = useCallback(
    (token: string, user: UserDto) => {
      setToken(token);
      client.setQueryData(sessionQueryKey, user);
    },
    [client],
  );
  const user = query.data ?? null;
  return {
    user,
    isLoading: hydrated && query.isLoading && !!getToken(),
    isLoggedIn: !!user,
    isStaff: isStaff(user?.role),
    login,
  };
}
