// The one HTTP client. spec §7: calls go under /api with the token in x-auth-token; spec §8: a failure
// (non-2xx, or a network error) carries the server's Spanish msg.
import { getToken } from './session-storage.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const NETWORK_MSG = 'No se pudo conectar con el servidor, revisa tu conexión e intenta de nuevo';

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export async function api<T = Record<string, unknown>>(
  path: string,
  opts: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: Body; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers['x-auth-token'] = token;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_MSG);
  }
  const data = (await res.json().catch(() => ({}))) as T & { msg?: string; message?: string };
  if (!res.ok)
    throw new ApiError(res.status, data.msg ?? data.message ?? 'Ocurrió un error, intenta de nuevo');
  return data;
}

export const errorMessage = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Ocurrió un error, intenta de nuevo';
