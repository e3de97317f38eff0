// The contract's terms, paying online (anticipo of a request, balance of an event), the provider's
// webhook, and the payments list, detail and refunds.
import { z } from 'zod';
import {
  AcceptanceResponseSchema,
  BalancePaySchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentResponseSchema,
  PaymentSummarySchema,
  RefundSchema,
  RequestPaySchema,
  TermsAcceptSchema,
  TermsPublishedSchema,
  TermsPutSchema,
  TermsResponseSchema,
  TermsVersionParams,
} from '../payments.ts';
import { idParams, okAnswer, okWithMsg } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const id = idParams('id');

export const termsRoutes = {
  /** The current version. No token. */
  current: defineRoute({ method: 'GET', path: '/api/terminos', response: { 200: TermsResponseSchema } }),
  /** One version (older ones stay readable). No token. */
  version: defineRoute({
    method: 'GET',
    path: '/api/terminos/{version}',
    params: TermsVersionParams,
    response: { 200: TermsResponseSchema },
  }),
  /** super_admin: a new version when the text changed. */
  publish: defineRoute({
    method: 'PUT',
    path: '/api/terminos',
    body: TermsPutSchema,
    response: { 200: TermsPublishedSchema },
  }),
  /** The owner of the request or event accepts the current version (409 when it is not the current one). */
  accept: defineRoute({
    method: 'POST',
    path: '/api/terminos/aceptar',
    body: TermsAcceptSchema,
    response: { 201: AcceptanceResponseSchema },
  }),
};

export const paymentRoutes = {
  /** The owner: the plan, the methods and the request's payments ('Pagar anticipo'). */
  requestSummary: defineRoute({
    method: 'GET',
    path: '/api/solicitud/{id}/pago',
    params: id,
    response: { 200: PaymentSummarySchema },
  }),
  /** The owner, while pending with its hold live and the current terms accepted: a checkout for the anticipo. */
  payRequest: defineRoute({
    method: 'POST',
    path: '/api/solicitud/{id}/pago',
    params: id,
    body: RequestPaySchema,
    response: { 201: PaymentResponseSchema },
  }),
  /** The owner: a checkout for (part of) the balance, `monto` in pesos. */
  payEvent: defineRoute({
    method: 'POST',
    path: '/api/event/{id}/pago',
    params: id,
    body: BalancePaySchema,
    response: { 201: PaymentResponseSchema },
  }),
  /** The provider's notices, signed (Stripe-Signature on the raw body). */
  webhook: defineRoute({
    method: 'POST',
    path: '/api/pagos/webhook',
    /** read raw: the signature is checked on the exact bytes before the JSON is trusted */
    body: z.unknown().meta({ description: "a Stripe event (JSON), signed in the 'Stripe-Signature' header" }),
    response: { 200: okAnswer({ recibido: z.boolean() }) },
  }),
  /** Staff: their scope (`?estado=&lugar=&evento=&page=`); a customer: their own. Newest first. */
  list: defineRoute({
    method: 'GET',
    path: '/api/pagos',
    query: PaymentListQuerySchema,
    response: { 200: PaymentListSchema },
  }),
  /** The owner or staff of its branch. */
  get: defineRoute({
    method: 'GET',
    path: '/api/pagos/{id}',
    params: id,
    response: { 200: PaymentResponseSchema },
  }),
  /** super_admin: refund all (no monto) or part of a paid payment. */
  refund: defineRoute({
    method: 'POST',
    path: '/api/pagos/{id}/reembolso',
    params: id,
    body: RefundSchema,
    response: { 200: okWithMsg({ pago: PaymentResponseSchema.shape.pago }) },
  }),
};
