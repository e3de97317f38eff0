// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript; decision 015): a
// public page's form is a real <form method="post"> to the page's own address. With JavaScript the app
// intercepts it and calls the API; without, the browser posts it here, and the answer is the same page
// rendered by the server with the same Spanish message. The check itself is the API's own route, called
// in-process (app.inject, as the server render's transport does): the same validation, rules, messages and
// per-IP rate limit.
import formbody from '@fastify/formbody';
import { API_MSG } from '@salones/shared/api-messages';
import { eventRoutes } from '@salones/shared/contract/events';
import { normalizeDate } from '@salones/shared/dates';
import { EVENT_MSG } from '@salones/shared/event-messages';
import { LOGOUT_PATH } from '@salones/shared/logout-form';
import { MSG } from '@salones/shared/messages';
import {
  type AvailabilityFormAnswer,
  availabilityState,
  CONTACT_FORM_NAME,
  FORM_NAME_FIELD,
  LOGIN_PATH,
  type PageFormAnswers,
  REGISTER_PATH,
} from '@salones/shared/page-forms';
import { isTurnoName } from '@salones/shared/turnos';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formField as field } from '../lib/form-field.ts';
import { callRouteFor } from '../lib/page-form-call.ts';
import { isApiPath, routedPath } from '../lib/routed-path.ts';
import type { PageRenderer } from '../lib/server-render.ts';
import { isStaffPath } from '../lib/staff-session-cookie.ts';
import { answerActivation } from './activate-form-post.ts';
import { answerContact } from './contact-form-post.ts';
import { answerLogin } from './login-form-post.ts';
import { answerLogout } from './logout-form-post.ts';
import { answerRegister } from './register-form-post.ts';

/**
 * docs/product.md#5-validation-rules: the branch page's availability check, answered by POST
 * /api/event/fecha.
 */
async function answerAvailability(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ status: number; answer: AvailabilityFormAnswer }> {
  const lugar = field(request.body, 'lugar');
  const fecha = field(request.body, 'fecha');
  const turno = field(request.body, 'turno');
  const { status, msg } = await callRouteFor(app, request, {
    method: eventRoutes.checkAvailability.method,
    url: eventRoutes.checkAvailability.path,
    payload: { lugar, fecha, turno },
  });
  return {
    status,
    answer: {
      lugar,
      // shown back (and kept in the fields) only when they are a date and one of the branch's turnos
      fecha: normalizeDate(fecha) ?? '',
      turno: isTurnoName(turno) && msg !== EVENT_MSG.turnoInvalid ? turno : '',
      state: availabilityState(status, msg ?? ''),
      msg: msg ?? (status === 200 ? MSG.dateAvailable : API_MSG.generic),
    },
  };
}

/** The public pages a visitor posts a form from: each has the footer's contact form. */
const CONTACT_FORM_PAGES = ['/', '/descripcion', '/carrito', '/:lugarname/:id'];

/**
 * A page's own form posted without JavaScript, answered with the page rendered with the answer and its
 * status, never kept (`private, no-store`):
 * - `POST /{lugarname}`: the branch page's availability form. An unknown branch is the page's own not-found
 *   (404); the check's status otherwise (200 free, 409 taken, 400 bad input, 429 too many).
 * - `POST /iniciar-sesion`: the log-in page's form (login-form-post.ts): a 303 to `volver` once logged in.
 * - `POST /cerrar-sesion`: the account menus' 'Cerrar sesión' (logout-form-post.ts): the session's cookies
 *   cleared, a 303 home.
 * - `POST /registro`: the registration page's form (register-form-post.ts): 201 created, 400 bad input, 403
 *   posted from another site, 409 e-mail taken, 429 too many.
 * - `POST /activar/{token}`: the activation page's button (activate-form-post.ts): 200 activated, 400 a link
 *   that is not (or no longer) valid, 429 too many.
 * - every public page: the footer's contact form (named in `formulario`; contact-form-post.ts): 200 sent, 400
 *   bad input, 429 too many.
 */
export async function registerPageFormPosts(app: FastifyInstance, render: PageRenderer, appPage: Buffer) {
  const answerWith = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { status, answers }: { status: number; answers: PageFormAnswers },
  ) => {
    const page = await render(request, undefined, answers);
    reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
    if (!page) return reply.status(status).send(appPage);
    return reply.status(page.status === 404 ? 404 : status).send(page.html);
  };
  const contactAnswer = async (request: FastifyRequest) => {
    const { status, answer } = await answerContact(app, request);
    return { status, answers: { contact: answer } };
  };
  const isContactForm = (request: FastifyRequest) =>
    field(request.body, FORM_NAME_FIELD) === CONTACT_FORM_NAME;
  /**
   * Addresses that are no public page: the API, staff pages (rendered only for a session's cookie), the files
   * and the printable contract.
   */
  const notAPage = (request: FastifyRequest) => {
    const path = routedPath(request.url);
    return isApiPath(path) || isStaffPath(path) || /^\/(uploads|assets|pdf)(?:[/?#]|$)/.test(path);
  };

  // url-encoded bodies in this scope only, as the invitation page's form does
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post('/:lugarname', { schema: { hide: true } }, async (request, reply) => {
      if (notAPage(request)) return reply.callNotFound();
      if (isContactForm(request)) return answerWith(request, reply, await contactAnswer(request));
      const { status, answer } = await answerAvailability(app, request);
      return answerWith(request, reply, { status, answers: { availability: answer } });
    });
    scope.post(LOGIN_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (isContactForm(request)) return answerWith(request, reply, await contactAnswer(request));
      const refused = await answerLogin(app, request, reply);
      if (!refused) return reply; // logged in: sent back to `volver`
      return answerWith(request, reply, { status: refused.status, answers: { login: refused.answer } });
    });
    scope.post(LOGOUT_PATH, { schema: { hide: true } }, (request, reply) =>
      answerLogout(app, request, reply),
    );
    scope.post(REGISTER_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (isContactForm(request)) return answerWith(request, reply, await contactAnswer(request));
      const { status, answer } = await answerRegister(app, request);
      return answerWith(request, reply, { status, answers: { register: answer } });
    });
    scope.post('/activar/:token', { schema: { hide: true } }, async (request, reply) => {
      if (isContactForm(request)) return answerWith(request, reply, await contactAnswer(request));
      const { token } = request.params as { token: string };
      const { status, answer } = await answerActivation(app, request, token);
      return answerWith(request, reply, { status, answers: { activation: answer } });
    });
    for (const url of CONTACT_FORM_PAGES) {
      scope.post(url, { schema: { hide: true } }, async (request, reply) => {
        if (notAPage(request)) return reply.callNotFound();
        return answerWith(request, reply, await contactAnswer(request));
      });
    }
  });
}
