import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

const GENERIC = 'Ocurrió un error inesperado, intenta de nuevo más tarde';

/** DESIGN §3.11: every failure is JSON `{ msg }` with the right status; no stacks or SQL reach a client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ ok: false, msg: error.msg });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ ok: false, msg: first?.message || 'Datos no válidos' });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
      return reply.status(400).send({ ok: false, msg: 'El cuerpo de la petición no es JSON válido' });
    }
    if (
      status === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return reply
        .status(413)
        .send({ ok: false, msg: 'El archivo o la petición es demasiado grande (máximo 5 MB)' });
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ ok: false, msg: 'Tipo de contenido no soportado' });
    }
    if (status === 429) {
      return reply.status(429).send({ ok: false, msg: 'Demasiadas peticiones, intenta de nuevo más tarde' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ ok: false, msg: 'Petición no válida' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ ok: false, msg: GENERIC });
  });
}
