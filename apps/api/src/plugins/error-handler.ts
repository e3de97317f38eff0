import { API_MSG } from '@salones/shared/api-messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDbError } from '../db/db-errors.ts';
import { AppError } from '../lib/app-error.ts';

const send = (reply: FastifyReply, status: number, msg: string) =>
  reply.status(status).send({ ok: false, msg });

/**
 * docs/architecture.md#errors-and-faults: every failure is JSON `{ ok: false, msg }` with the right status;
 * no stacks or SQL reach a client. Database errors that no use case translated still get an honest status:
 * the database away → 503 with retry-after; a row deleted meanwhile → 409; a value the database refuses
 * → 400; two changes colliding → 409.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // a 503 always says when to come back (docs/architecture.md#errors-and-faults)
      if (error.statusCode === 503) reply.header('retry-after', '2');
      return send(reply, error.statusCode, error.msg);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, error.validation[0]?.message || API_MSG.invalidData);
    }
    switch (classifyDbError(error)) {
      case 'unavailable':
        request.log.warn({ err: error.message }, 'database unavailable');
        return send(reply.header('retry-after', '2'), 503, API_MSG.serviceUnavailable);
      case 'foreignKey':
        return send(reply, 409, API_MSG.relatedRecordGone);
      case 'unique':
        return send(reply, 409, API_MSG.duplicate);
      case 'badValue':
        return send(reply, 400, API_MSG.invalidData);
      case 'collision':
        return send(reply, 409, API_MSG.conflictRetry);
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
      return send(reply, 400, API_MSG.invalidJson);
    }
    if (
      status === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return send(reply, 413, API_MSG.tooLarge);
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, API_MSG.unsupportedMediaType);
    }
    if (status === 429) return send(reply, 429, API_MSG.tooManyRequests);
    if (status >= 400 && status < 500) return send(reply, status, API_MSG.badRequest);
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, API_MSG.generic);
  });
}

/** The error handler above as a plugin: app.ts registers it before any route. */
export const errorHandlerPlugin = fp(async (app) => registerErrorHandler(app), { name: 'error-handler' });
