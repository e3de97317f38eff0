// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the activation page's
// 'Activar' button (`/activar/{token}`, the link of the activation mail) posted by the browser itself. The
// page's GET only shows the button, as the app's page does: a mail scanner or a browser that fetches the link
// ahead must not activate the account; the visitor's press does. The activation is the API's own route,
// called in-process with the visitor's IP (its rate limit).
import { API_MSG } from '@salones/shared/api-messages';
import { authRoutes } from '@salones/shared/contract/accounts';
import type { ActivationFormAnswer } from '@salones/shared/page-forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callRouteFor } from '../lib/page-form-call.ts';

/** PUT /api/usuarios/activarusuario/{token} for the posted button: its status (200, 400, 429) and message. */
export async function answerActivation(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<{ status: number; answer: ActivationFormAnswer }> {
  const res = await callRouteFor(app, request, {
    method: authRoutes.activate.method,
    url: authRoutes.activate.path.replace('{token}', encodeURIComponent(token)),
    // docs/product.md#7-the-api-calls: the web app sends { active: true }
    payload: { active: true },
  });
  const { status } = res;
  const msg = res.msg ?? API_MSG.generic;
  return { status, answer: { state: status === 200 ? 'activada' : 'error', msg } };
}
