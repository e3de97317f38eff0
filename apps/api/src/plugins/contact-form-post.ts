// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the footer's contact
// form ('Enviar Correo', docs/product.md#2-screens-and-routes footer) posted by the browser itself to the
// page it is on. The message goes through the API's own route, called in-process (app.inject with the
// visitor's IP): the same schema, Spanish messages, mail path (stored, then mailed by the job queue) and
// per-IP rate limit as the app's form.
import { API_MSG } from '@salones/shared/api-messages';
import { ContactRequestSchema } from '@salones/shared/contact';
import { contactRoutes } from '@salones/shared/contract/contact';
import type { ContactFormAnswer } from '@salones/shared/page-forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formField } from '../lib/form-field.ts';
import { callRouteFor, fieldErrorsOf } from '../lib/page-form-call.ts';

/** What a refused post shows back in its fields: what was typed, within the message's own limit and a little. */
const KEPT_CHARS = 6000;

/** POST /api/contact for the posted form: its status (200, 400, 429…) and the answer the form shows. */
export async function answerContact(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ status: number; answer: ContactFormAnswer }> {
  const email = formField(request.body, 'email');
  // the message as typed (its lines and spaces); the schema trims it for the check
  const message = formField(request.body, 'message', { trim: false });
  const res = await callRouteFor(app, request, {
    method: contactRoutes.send.method,
    url: contactRoutes.send.path,
    payload: { email, message },
  });
  const status = res.status;
  const msg = res.msg ?? API_MSG.generic;
  if (status === 200)
    return { status, answer: { state: 'enviado', msg, email: '', message: '', errors: {} } };
  return {
    status,
    answer: {
      state: 'error',
      msg,
      email: email.slice(0, KEPT_CHARS),
      message: message.slice(0, KEPT_CHARS),
      // next to the fields only when the fields were the problem (not a limit or a fault)
      errors: status === 400 ? fieldErrorsOf(ContactRequestSchema, { email, message }) : {},
    },
  };
}
