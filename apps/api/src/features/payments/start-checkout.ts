// A checkout for the anticipo of a pending request (and how any checkout is opened; the
// balance's: pay-event-balance.ts).
// The server computes every amount. The provider is called first, with our payment's id as the idempotency
// key; the row is written only with its session, so no 'abierto' payment is ever left without one.
import { randomUUID } from 'node:crypto';
import { BOOKING_MSG, effectiveStatus } from '@salones/shared/booking-requests';
import { todayInMexicoCity } from '@salones/shared/dates';
import { planOf } from '@salones/shared/payment-plan';
import { PAYMENT_MSG, type PaymentDto } from '@salones/shared/payments';
import { requestTotal } from '@salones/shared/quote';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingRequests, onlinePayments, paymentCustomers, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { PaymentResult } from '../../plugins/metrics.ts';
import { type CheckoutSession, type PaymentProvider, ProviderError } from './payment-provider.ts';
import { getPaymentDto } from './payment-queries.ts';
import { currentAcceptance } from './terms.ts';

export interface PaymentDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobSender;
  /** null: online payment off */
  provider: PaymentProvider | null;
  /** Counts what became of a payment (salones_payments_total) */
  countResult?: (result: PaymentResult) => void;
}

/** Stripe's limits for a session's expires_at: at least 30 minutes, at most 24 hours from now. */
const MIN_SESSION_MS = 31 * 60_000;
export const MAX_SESSION_MS = 24 * 3_600_000 - 60_000;

export function providerOrOff(deps: PaymentDeps): PaymentProvider {
  if (!deps.provider) throw conflict(PAYMENT_MSG.onlineOff);
  return deps.provider;
}

/** A provider failure as the answer: unreachable → 503, refused → 502, both with a Spanish msg. */
export function providerFailure(err: unknown): unknown {
  if (!(err instanceof ProviderError)) return err;
  return err.kind === 'unreachable'
    ? new AppError(503, PAYMENT_MSG.providerUnreachable)
    : new AppError(502, PAYMENT_MSG.providerRefused);
}

async function providerCustomer(deps: PaymentDeps, provider: PaymentProvider, userId: string) {
  if (!deps.config.payments.methods.includes('customer_balance')) return null;
  const [known] = await deps.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  if (known) return known.providerCustomerId;
  const [u] = await deps.db.select().from(users).where(eq(users.id, userId));
  const id = await provider.createCustomer({
    email: u.email,
    name: `${u.name} ${u.lastname}`.trim(),
    userId,
  });
  await deps.db.insert(paymentCustomers).values({ userId, providerCustomerId: id }).onConflictDoNothing();
  return id;
}

/** The open (or pending) payment already asked for, if any: asking again answers the same one. */
export async function livePayment(tx: Db | Tx, where: ReturnType<typeof eq>, now: Date) {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(
      and(where, inArray(onlinePayments.estado, ['abierto', 'pendiente']), gt(onlinePayments.expiresAt, now)),
    )
    .orderBy(desc(onlinePayments.createdAt))
    .limit(1);
  return row ?? null;
}

interface NewPayment {
  kind: 'anticipo' | 'saldo';
  customerId: string;
  customerEmail: string;
  placeId: string;
  requestId: string | null;
  eventId: string | null;
  acceptanceId: string | null;
  amountCentavos: number;
  description: string;
  expiresAt: Date;
}

/**
 * Asks the provider for the session, then writes the row with it under `lock` (which re-reads whether
 * another tab got there first: then ours is expired and theirs answered; or throws a refusal found under the
 * lock: then ours is expired too).
 */
export async function openCheckout(
  deps: PaymentDeps,
  p: NewPayment,
  lock: (tx: Tx) => Promise<{ id: string } | null>,
): Promise<PaymentDto> {
  const provider = providerOrOff(deps);
  const paymentId = randomUUID();
  let session: CheckoutSession;
  try {
    const customer = await providerCustomer(deps, provider, p.customerId);
    session = await provider.createCheckout({
      paymentId,
      amountCentavos: p.amountCentavos,
      description: p.description,
      customerEmail: p.customerEmail,
      providerCustomerId: customer,
      metadata: {
        pago: paymentId,
        tipo: p.kind,
        ...(p.requestId ? { solicitud: p.requestId } : {}),
        ...(p.eventId ? { evento: p.eventId } : {}),
      },
      expiresAt: p.expiresAt,
      successUrl: `${deps.config.publicUrl}/pagos/${paymentId}`,
      cancelUrl: `${deps.config.publicUrl}/pagos/${paymentId}`,
      methods: deps.config.payments.methods,
    });
  } catch (err) {
    throw providerFailure(err);
  }
  const existing = await deps.db
    .transaction(async (tx) => {
      const other = await lock(tx);
      if (other) return other.id;
      await tx.insert(onlinePayments).values({
        id: paymentId,
        kind: p.kind,
        customerId: p.customerId,
        placeId: p.placeId,
        requestId: p.requestId,
        eventId: p.eventId,
        acceptanceId: p.acceptanceId,
        amountCentavos: p.amountCentavos,
        sessionId: session.id,
        sessionUrl: session.url,
        expiresAt: p.expiresAt,
      });
      return null;
    })
    .catch(async (err) => {
      // refused under the lock: the session asked for is never to be paid
      await provider.expireCheckout(session.id).catch(() => {});
      throw err;
    });
  if (existing) {
    await provider.expireCheckout(session.id).catch((err) => {
      deps.log.warn({ err, session: session.id }, 'duplicate checkout session not expired');
    });
    return getPaymentDto(deps.db, existing);
  }
  return getPaymentDto(deps.db, paymentId);
}

/** POST /api/solicitud/{id}/pago: the anticipo of the owner's pending request. */
export async function payRequest(deps: PaymentDeps, requestId: string, currentUser: CurrentUser) {
  const now = deps.config.now();
  const [r] = await deps.db
    .select({ request: bookingRequests, email: users.email })
    .from(bookingRequests)
    .innerJoin(users, eq(users.id, bookingRequests.customerId))
    .where(eq(bookingRequests.id, requestId));
  if (!r) throw notFound(BOOKING_MSG.notFound);
  if (r.request.customerId !== currentUser.id) throw forbidden(BOOKING_MSG.forbidden);
  const request = r.request;
  const pending = () =>
    effectiveStatus({ estado: request.estado, venceEl: request.holdUntil }, now) === 'pendiente';
  const live = await livePayment(deps.db, eq(onlinePayments.requestId, requestId), now);
  if (live && live.kind === 'anticipo') return getPaymentDto(deps.db, live.id);
  if (!pending()) throw conflict(PAYMENT_MSG.requestNotPending);
  providerOrOff(deps);
  const acceptance = await currentAcceptance(deps.db, { requestId });
  if (!acceptance) throw conflict(PAYMENT_MSG.termsNotAccepted);
  const expiresAt = new Date(Math.min(request.holdUntil.getTime(), now.getTime() + MAX_SESSION_MS));
  if (expiresAt.getTime() - now.getTime() < MIN_SESSION_MS) throw conflict(PAYMENT_MSG.holdEndsSoon);
  // The anticipo of what the request was quoted at (extras and discount included); the whole total
  // when the balance is due with it (the party is BALANCE_DUE_DAYS away or fewer today)
  const plan = planOf(
    requestTotal(request),
    { fecha: request.fecha, bookedOn: todayInMexicoCity(now) },
    { percent: deps.config.payments.anticipoPercent, dueDays: deps.config.payments.balanceDueDays },
  );
  return openCheckout(
    deps,
    {
      kind: 'anticipo',
      customerId: currentUser.id,
      customerEmail: r.email,
      placeId: request.placeId,
      requestId,
      eventId: null,
      acceptanceId: acceptance.id,
      amountCentavos: plan.anticipo,
      description: `${plan.alReservar ? 'Pago completo' : 'Anticipo'}: ${request.packageName}, ${request.fecha} ${request.turno}`,
      expiresAt,
    },
    async (tx) => {
      await tx
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(eq(bookingRequests.id, requestId))
        .for('update');
      return livePayment(tx, eq(onlinePayments.requestId, requestId), now);
    },
  );
}
