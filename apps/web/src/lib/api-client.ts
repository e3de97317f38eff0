// The one HTTP client. docs/product.md#7-the-api-calls: calls go under /api with the token in x-auth-token;
// docs/product.md#8-messages-and-errors: a failure (non-2xx, or a network error) carries the server's Spanish
// msg. Every call goes through `callApi` with its contract from packages/shared/src/contract/, so its URL,
// body and answer are typed.
import { CALL_FAILED_MSG } from '@salones/shared/api-messages';
import type { RouteContract, RouteResponse } from '@salones/shared/contract/route';
import type { z } from 'zod';
import { getToken } from './session-storage.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

/** How a request reaches the API: the network in the browser; in-process during the server render. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);
/** The server render (entry-server.tsx) answers the same calls in-process, without a network round trip. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/**
 * The fetch under `callApi`: token header, JSON or FormData body, the server's Spanish msg on failure. Called
 * by itself only where a contract's schemas (zod) must stay out of the bundle: an island (decision 015), with
 * the contract's path.
 */
export async function requestApi<T>(
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
    res = await transport(path, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, CALL_FAILED_MSG.network);
  }
  const data = (await res.json().catch(() => ({}))) as T & { msg?: string; message?: string };
  if (!res.ok) throw new ApiError(res.status, data.msg ?? data.message ?? CALL_FAILED_MSG.unknown);
  return data;
}

export const errorMessage = (err: unknown) =>
  err instanceof ApiError ? err.message : CALL_FAILED_MSG.unknown;

type InputOf<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : never;

/** What a call needs besides its contract: only the parts the contract declares, typed by its schemas. */
export type CallOptions<C extends RouteContract> = { signal?: AbortSignal } & (C extends { params: z.ZodType }
  ? { params: InputOf<C, 'params'> }
  : { params?: never }) &
  (C extends { query: z.ZodType } ? { query: InputOf<C, 'query'> } : { query?: never }) &
  (C extends { body: z.ZodType }
    ? { body: InputOf<C, 'body'> }
    : C extends { consumes: readonly string[] }
      ? { body: FormData }
      : { body?: never });

/** `/api/locates/{id}` + `{ id: 'x' }` → `/api/locates/x`; `query` → `?a=1&b=2` (undefined values left out). */
export function buildPath(path: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const url = path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * A call described by its contract (packages/shared/src/contract/): the URL from its path and
 * params, the body checked against its request schema's input, and the success response typed by its schema.
 */
export function callApi<const C extends RouteContract>(
  contract: C,
  ...[options]: C extends
    | { params: z.ZodType }
    | { body: z.ZodType }
    | { query: z.ZodType }
    | { consumes: readonly string[] }
    ? [CallOptions<C>]
    : [CallOptions<C>?]
): Promise<RouteResponse<C>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: object;
    query?: object;
    body?: Body;
    signal?: AbortSignal;
  };
  return requestApi<RouteResponse<C>>(buildPath(contract.path, params, query), {
    method: contract.method,
    body,
    signal,
  });
}
