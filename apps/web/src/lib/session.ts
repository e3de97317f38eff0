import type { UserDto } from '@salones/shared/accounts';
import { userRoutes } from '@salones/shared/contract/users';
import type { Actor } from '@salones/shared/permissions';
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

/** The session's user as the rules of permissions.ts take it (the API's field names differ: uid, lugar). */
export const actorOf = (user: UserDto | null): Actor | null =>
  user ? { id: user.uid, role: user.role, placeId: user.lugar ?? null } : null;

export const sessionQueryOptions = (token?: string) =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => fetchSessionUser(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The logged-in user (or null) and, for the rules of permissions.ts, as an `actor`; plus login (logging out is a form post: components/logout-form.tsx). While a
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
    actor: actorOf(user),
    isLoading: hydrated && query.isLoading && !!getToken(),
    isLoggedIn: !!user,
    login,
  };
}
