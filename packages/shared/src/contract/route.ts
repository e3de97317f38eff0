// One typed contract for every call. A route's method, path, params, query, body and success
// response are declared once here; the API registers and validates the route from it
// (apps/api/src/lib/contract-route.ts) and the web app's client builds the call from it
// (apps/web/src/lib/api-client.ts `callApi`).
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RouteContract = {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. `/api/locates/name/{name}`; each `{x}` is a key of `params`. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body; uploads declare `consumes: ['multipart/form-data']` instead. */
  body?: z.ZodType;
  consumes?: readonly string[];
  /** Media types of a success answer that is not JSON (a file); its schema is then `binaryFile`. */
  produces?: readonly string[];
  /**
   * The one success status and its JSON. Errors are always `{ ok: false, msg }` (api-messages.ts); a route
   * answering one as part of its normal work (the login lock-out's 429) may declare it too. A route that
   * answers a browser's form post declares its redirect (303, POST-redirect-GET) instead.
   */
  response: ({ 200: z.ZodType } | { 201: z.ZodType } | { 303: z.ZodType }) & { [status: number]: z.ZodType };
};

/** The success schema of a route answering a file (OpenAPI `type: string, format: binary`). */
export const binaryFile = (description: string) => z.string().meta({ format: 'binary', description });

/** Keeps the literal types of the contract (method, path, schemas) so both sides infer from it. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

/** The success response's schema of a contract. */
export type SuccessSchema<C extends RouteContract> = C['response'] extends { 200: infer S extends z.ZodType }
  ? S
  : C['response'] extends { 201: infer S extends z.ZodType }
    ? S
    : never;

/** What the caller receives on success: the response after the server's serialisation. */
export type RouteResponse<C extends RouteContract> = z.output<SuccessSchema<C>>;

/** `{id}` → `:id`, the form Fastify registers. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
