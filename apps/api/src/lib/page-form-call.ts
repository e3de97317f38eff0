// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): what every page form
// posted by the browser itself shares (the contact form, the log-in and registration pages, the activation
// page). The form is answered by the API's own route, called in-process (app.inject with the visitor's IP):
// the same schema, Spanish messages, rules and per-IP rate limit as the app's call over the network.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answerMessage } from './form-field.ts';

/** The API route's answer to the posted form: its status, its `msg` and its JSON body (when it has one). */
export interface RouteAnswer {
  status: number;
  msg: string | undefined;
  json: () => unknown;
}

/** Calls an API route in-process for the visitor who posted the form (their IP: their rate limit). */
export async function callRouteFor(
  app: FastifyInstance,
  request: FastifyRequest,
  call: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object },
): Promise<RouteAnswer> {
  const res = await app.inject({ ...call, remoteAddress: request.ip });
  return { status: res.statusCode, msg: answerMessage(res), json: () => res.json() };
}

/**
 * A post another site's page made (browsers say so in Sec-Fetch-Site with every navigation): refused by the
 * forms that act in the visitor's name (logging in, registering) before anything is checked.
 */
export const isPostedFromAnotherSite = (request: FastifyRequest) =>
  request.headers['sec-fetch-site'] === 'cross-site';

/** Each field's first message from the schema the API checks, so each shows next to its own field. */
export function fieldErrorsOf<Field extends string>(
  schema: z.ZodType,
  values: Record<Field, string>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const key = issue.path[0] as Field;
    if (typeof key === 'string' && key in values && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
