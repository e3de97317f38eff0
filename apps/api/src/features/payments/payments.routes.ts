// Issue #22: paying online — the anticipo of a request, the balance of an event, the provider's webhook, the
// payments list and detail, refunds.

import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { paymentRoutes } from '@salones/shared/contract/payments';
import { toCentavos } from '@salones/shared/money';
import { PAYMENT_MSG, paymentPlan } from '@salones/shared/payments';
import { mayPayOnline, mayRefundPayments } from '@salones/shared/permissions';
import { requestTotal } from '@salones/shared/quote';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingRequests, onlinePayments, paymentWebhookEvents } from '../../db/schema/index.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { applyCheckout } from './apply-checkout.ts';
import { notifyRefund } from './payment-mails.ts';
import { ProviderError, WebhookSignatureError } from './payment-provider.ts';
import { getPaymentDto, listPayments, loadPayments } from './payment-queries.ts';
import { confirmRefunds, refundPayment } from './refund-payment.ts';
import { afterApply, reconcilePayments, type SettleDeps } from './settle-payments.ts';
import { payEvent, payRequest } from './start-checkout.ts';
import { stripeProvider } from './stripe-provider.ts';

const tags = tagsOf('payments');

export async function registerPayments(app: FastifyInstance) {
  const { db, config } = app;
  // made here, called only when a payment needs it: the product never calls the provider at start
  const provider = config.payments.stripe ? stripeProvider(config.payments.stripe) : null;
  const deps: SettleDeps = {
    db,
    config,
    log: app.log,
    provider,
    jobs: app.jobs,
    countResult: (result) => app.metrics.payments.inc({ result }),
  };
  app.jobs.onPaymentReconcile(() => reconcilePayments(deps));

  routeFrom(app, paymentRoutes.requestSummary, {
    tags,
    onRequest: app.allow(mayPayOnline),
    handler: async (request) => {
      const id = request.params.id;
      const [r] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
      if (!r) throw notFound(BOOKING_MSG.notFound);
      if (r.customerId !== request.currentUser!.id) throw forbidden(BOOKING_MSG.forbidden);
      const s = config.payments;
      const t = s.transfer;
      return {
        ok: true as const,
        plan: paymentPlan(requestTotal(r), r.fecha, {
          percent: s.anticipoPercent,
          dueDays: s.balanceDueDays,
        }),
        enLinea: Boolean(provider),
        metodos: provider ? s.methods : [],
        transferencia: t ? { banco: t.bank, clabe: t.clabe, beneficiario: t.beneficiary } : null,
        pagos: await loadPayments(db, eq(onlinePayments.requestId, id)),
      };
    },
  });

  routeFrom(app, paymentRoutes.payRequest, {
    tags,
    onRequest: app.allow(mayPayOnline),
    handler: async (request, reply) => {
      const pago = await payRequest({ ...deps, log: request.log }, request.params.id, request.currentUser!);
      return reply.status(201).send({ ok: true, pago });
    },
  });

  routeFrom(app, paymentRoutes.payEvent, {
    tags,
    onRequest: app.allow(mayPayOnline),
    handler: async (request, reply) => {
      const pago = await payEvent(
        { ...deps, log: request.log },
        request.params.id,
        request.body.monto,
        request.currentUser!,
      );
      return reply.status(201).send({ ok: true, pago });
    },
  });

  // The webhook reads its body raw: the signature is over the exact bytes Stripe sent.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    routeFrom(raw, paymentRoutes.webhook, {
      tags,
      handler: async (request) => {
        if (!provider) throw badRequest(PAYMENT_MSG.badSignature);
        const header = request.headers['stripe-signature'];
        let event: ReturnType<typeof provider.parseWebhook>;
        try {
          event = provider.parseWebhook(
            request.body as unknown as Buffer,
            typeof header === 'string' ? header : undefined,
          );
        } catch (err) {
          if (err instanceof WebhookSignatureError) throw badRequest(PAYMENT_MSG.badSignature);
          throw err;
        }
        const d = { ...deps, log: request.log };
        try {
          if (event.type === 'charge.refunded') {
            await confirmRefunds(d, event.refundIds);
            await db
              .insert(paymentWebhookEvents)
              .values({ eventId: event.id, type: event.type })
              .onConflictDoNothing();
          } else if (event.type !== 'ignored') {
            await afterApply(
              d,
              await applyCheckout(d, event.session, { eventId: event.id, eventType: event.type }),
            );
          }
        } catch (err) {
          // the provider sends the notice again later: nothing was recorded
          if (err instanceof ProviderError) throw new AppError(503, PAYMENT_MSG.providerUnreachable);
          throw err;
        }
        return { ok: true as const, recibido: event.type !== 'ignored' };
      },
    });
  });

  routeFrom(app, paymentRoutes.list, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => ({
      ok: true as const,
      ...(await listPayments(db, request.query, request.currentUser!)),
    }),
  });

  routeFrom(app, paymentRoutes.get, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => ({
      ok: true as const,
      pago: await getPaymentDto(db, request.params.id, request.currentUser!),
    }),
  });

  routeFrom(app, paymentRoutes.refund, {
    tags,
    onRequest: app.allow(mayRefundPayments),
    handler: async (request) => {
      const { monto, motivo } = request.body;
      const amount = monto === undefined ? undefined : toCentavos(monto);
      const before = await getPaymentDto(db, request.params.id);
      const pago = await refundPayment(
        { ...deps, log: request.log },
        { paymentId: request.params.id, amountCentavos: amount, motivo, actor: request.currentUser! },
      );
      void notifyRefund(deps, pago.uid, toCentavos(pago.reembolsado - before.reembolsado), false);
      return { ok: true as const, pago, msg: PAYMENT_MSG.refunded };
    },
  });
}
