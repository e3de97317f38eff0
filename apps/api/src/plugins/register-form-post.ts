// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the registration
// page's form (`/registro`) posted by the browser itself. The account is made by the API's own registration
// route, called in-process with the visitor's IP: the same schema, Spanish messages, per-IP rate limit and
// activation mail (queued with the account, sent by the job queue). The page answers with the route's message
// and status; the passwords are never sent back.

import { RegisterRequestSchema } from '@salones/shared/accounts';
import { API_MSG } from '@salones/shared/api-messages';
import { authRoutes } from '@salones/shared/contract/accounts';
import { PAGE_FORM_MSG, type RegisterFormAnswer, type RegisterFormValues } from '@salones/shared/page-forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formField } from '../lib/form-field.ts';
import { callRouteFor, fieldErrorsOf, isPostedFromAnotherSite } from '../lib/page-form-call.ts';

const EMPTY: RegisterFormValues = { name: '', lastname: '', email: '', phone: '' };
/** What a refused post shows back in a field: what was typed, within the schema's own limits and a little. */
const KEPT_CHARS = 320;

/** POST /api/usuarios for the posted form: its status (201, 400, 409, 429…) and the answer the page shows. */
export async function answerRegister(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ status: number; answer: RegisterFormAnswer }> {
  // Another site's page could make accounts (and send activation mails) in strangers' names from this
  // visitor's browser and IP: only our own pages may post.
  if (isPostedFromAnotherSite(request)) {
    return {
      status: 403,
      answer: { state: 'error', msg: PAGE_FORM_MSG.registerFromOtherSite, values: EMPTY, errors: {} },
    };
  }
  const values: RegisterFormValues = {
    name: formField(request.body, 'name'),
    lastname: formField(request.body, 'lastname'),
    email: formField(request.body, 'email'),
    phone: formField(request.body, 'phone'),
  };
  const passwords = {
    password: formField(request.body, 'password', { trim: false }),
    repeatPassword: formField(request.body, 'repeatPassword', { trim: false }),
  };
  const res = await callRouteFor(app, request, {
    method: authRoutes.register.method,
    url: authRoutes.register.path,
    // the WhatsApp box: a ticked checkbox posts its value, an unticked one nothing
    payload: { ...values, ...passwords, ...(formField(request.body, 'whatsapp') ? { whatsapp: true } : {}) },
  });
  const { status } = res;
  const msg = res.msg ?? API_MSG.generic;
  // created: the fields empty, as the app's form is when it goes back to logging in
  if (status === 201) return { status, answer: { state: 'registrado', msg, values: EMPTY, errors: {} } };
  return {
    status,
    answer: {
      state: 'error',
      msg,
      values: {
        name: values.name.slice(0, KEPT_CHARS),
        lastname: values.lastname.slice(0, KEPT_CHARS),
        email: values.email.slice(0, KEPT_CHARS),
        phone: values.phone.slice(0, KEPT_CHARS),
      },
      // next to the fields only when the fields were the problem (not a taken e-mail, a limit or a fault)
      errors: status === 400 ? fieldErrorsOf(RegisterRequestSchema, { ...values, ...passwords }) : {},
    },
  };
}
