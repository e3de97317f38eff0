// Issue #24 "works without JavaScript" (decision 015, plan step 2): a public page's form is a real
// <form method="post"> to the page's own address. With JavaScript the app intercepts it and calls the API;
// without, the browser posts it here, and the answer is the same page rendered by the server with the same
// Spanish message. The check itself is the API's own route, called in-process (app.inject, as the server
// render's transport does): the same validation, rules, messages and per-IP rate limit.
import formbody from '@fastify/formbody';
import { API_MSG } from '@salones/shared/api-messages';
import { TURNOS } from '@salones/shared/constants';
import { eventRoutes } from '@salones/shared/contract/events';
import { normalizeDate } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { type AvailabilityFormAnswer, availabilityState } from '@salones/shared/page-forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/routed-path.ts';
import type { PageRenderer } from '../lib/server-render.ts';

/** A form field as one string (a repeated field: its first value; anything else: empty). */
function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** docs/product.md §5: the branch page's availability check, answered by POST /api/event/fecha. */
async function answerAvailability(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ status: number; answer: AvailabilityFormAnswer }> {
  const lugar = field(request.body, 'lugar');
  const fecha = field(request.body, 'fecha');
  const turno = field(request.body, 'turno');
  const res = await app.inject({
    method: eventRoutes.checkAvailability.method,
    url: eventRoutes.checkAvailability.path,
    payload: { lugar, fecha, turno },
    remoteAddress: request.ip,
  });
  let msg: string | undefined;
  try {
    msg = (res.json() as { msg?: unknown }).msg as string | undefined;
  } catch {
    msg = undefined;
  }
  const status = res.statusCode;
  return {
    status,
    answer: {
      lugar,
      // shown back (and kept in the fields) only when they are a date and a turno
      fecha: normalizeDate(fecha) ?? '',
      turno: (TURNOS as readonly string[]).includes(turno) ? turno : '',
      state: availabilityState(status, msg ?? ''),
      msg: typeof msg === 'string' && msg ? msg : status === 200 ? MSG.dateAvailable : API_MSG.generic,
    },
  };
}

/**
 * `POST /{lugarname}`: the branch page answering its availability form. An unknown branch is the page's own
 * not-found (404); the check's status otherwise (200 free, 409 taken, 400 bad input, 429 too many).
 */
export async function registerPageFormPosts(app: FastifyInstance, render: PageRenderer, appPage: Buffer) {
  // url-encoded bodies in this scope only, as the invitation page's form does
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post('/:lugarname', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const { status, answer } = await answerAvailability(app, request);
      const page = await render(request, undefined, { availability: answer });
      reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
      if (!page) return reply.status(status).send(appPage);
      return reply.status(page.status === 404 ? 404 : status).send(page.html);
    });
  });
}
