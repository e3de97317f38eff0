// WhatsApp (docs/whatsapp.md): a family's consent, Meta's webhook, the staff inbox, and the job that sends.
// The routes exist whether WhatsApp is set up or not; without its settings nothing is sent and the webhook is 404.
import { whatsappRoutes } from '@salones/shared/contract/whatsapp';
import { mayUseWhatsAppInbox } from '@salones/shared/permissions';
import { WHATSAPP_MSG } from '@salones/shared/whatsapp';
import type { FastifyInstance } from 'fastify';
import { toConsentDto } from '../../db/whatsapp-consent.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { createMemoryWindowStore, createRedisWindowStore } from '../../lib/window-store.ts';
import { askFamilyBack, replyWithText } from './answer-family.ts';
import { changeConsent } from './change-consent.ts';
import { cloudApiProvider } from './cloud-api-provider.ts';
import { listConversations, listFamilyMessages, readConversation } from './inbox-queries.ts';
import { sendQueuedMessage } from './send-message.ts';
import { sendRate } from './send-rate.ts';
import { applyStatus, readNotice, signatureIsValid, storeInbound } from './webhook-notices.ts';

const tags = tagsOf('whatsapp');
/** Meta's notices are small; a body past this is refused (413) before it is read further */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export async function registerWhatsApp(app: FastifyInstance) {
  const { db, config } = app;
  const settings = config.whatsapp;
  // made here, called only when a job sends: the product never calls Meta at start
  const provider = settings ? cloudApiProvider(settings) : null;
  const maxPerSecond = settings?.maxPerSecond ?? 20;
  const window = { windowMs: 1_000, keepLast: maxPerSecond };
  const store = app.redis
    ? createRedisWindowStore(app.redis, {
        ...window,
        prefix: `${config.redis?.prefix ?? 'salones:'}whatsapp-rate:`,
      })
    : createMemoryWindowStore(window);
  const sendDeps = {
    db,
    jobs: app.jobs,
    config,
    log: app.log,
    provider,
    rate: sendRate(store, maxPerSecond, app.log),
    count: (template: string, result: 'enviado' | 'fallido' | 'reintento') =>
      app.metrics.whatsappMessages.inc({ template, result }),
  };
  app.jobs.onWhatsAppSend(({ messageId }) => sendQueuedMessage(sendDeps, messageId));

  routeFrom(app, whatsappRoutes.consent, {
    tags,
    preHandler: app.authenticate,
    handler: async (request) => {
      const on = request.body.whatsapp;
      const row = await changeConsent(app, request.currentUser!, request.params.id, on);
      return { ok: true as const, avisos: toConsentDto(row), msg: WHATSAPP_MSG.consentSaved(on) };
    },
  });

  routeFrom(app, whatsappRoutes.verifyWebhook, {
    tags,
    handler: async (request, reply) => {
      const q = request.query;
      if (!settings || q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== settings.verifyToken) {
        throw forbidden();
      }
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
    },
  });

  // The webhook reads its body raw: the signature is over the exact bytes Meta sent.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    routeFrom(raw, whatsappRoutes.webhook, {
      tags,
      handler: async (request) => {
        if (!settings) throw notFound(WHATSAPP_MSG.off);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['x-hub-signature-256'];
        if (!signatureIsValid(body, typeof header === 'string' ? header : undefined, settings.appSecret)) {
          throw new AppError(401, WHATSAPP_MSG.badSignature);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          throw badRequest(WHATSAPP_MSG.badNotice);
        }
        const { statuses, inbound } = readNotice(parsed);
        const deps = { db, jobs: app.jobs, config, log: request.log };
        for (const s of statuses) await applyStatus(db, s);
        for (const m of inbound) await storeInbound(deps, m);
        return { ok: true as const };
      },
    });
  });

  routeFrom(app, whatsappRoutes.messages, {
    tags,
    onRequest: app.allow(mayUseWhatsAppInbox),
    handler: async (request) => ({
      ok: true as const,
      mensajes: await listFamilyMessages(db, request.currentUser!, request.query),
    }),
  });

  routeFrom(app, whatsappRoutes.conversations, {
    tags,
    onRequest: app.allow(mayUseWhatsAppInbox),
    handler: async (request) => ({
      ok: true as const,
      ...(await listConversations(db, request.currentUser!, request.query, config.now())),
      activo: Boolean(settings),
    }),
  });

  routeFrom(app, whatsappRoutes.conversation, {
    tags,
    onRequest: app.allow(mayUseWhatsAppInbox),
    handler: async (request) => ({
      ok: true as const,
      ...(await readConversation(db, request.currentUser!, request.params.id, config.now())),
    }),
  });

  routeFrom(app, whatsappRoutes.reply, {
    tags,
    onRequest: app.allow(mayUseWhatsAppInbox),
    handler: async (request, reply) => {
      const mensaje = await replyWithText(app, request.currentUser!, request.params.id, request.body.texto);
      return reply.status(201).send({ ok: true as const, mensaje, msg: WHATSAPP_MSG.sent });
    },
  });

  routeFrom(app, whatsappRoutes.sendTemplate, {
    tags,
    onRequest: app.allow(mayUseWhatsAppInbox),
    handler: async (request, reply) => {
      const mensaje = await askFamilyBack(
        app,
        request.currentUser!,
        request.params.id,
        request.body.plantilla,
      );
      return reply.status(201).send({ ok: true as const, mensaje, msg: WHATSAPP_MSG.sent });
    },
  });
}
