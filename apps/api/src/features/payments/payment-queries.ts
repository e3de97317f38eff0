// Issue #22 (item 7): reading online payments — who may see which, the DTO, the list.

import { toPesos } from '@salones/shared/money';
import {
  PAYMENT_MSG,
  PAYMENTS_PAGE_SIZE,
  type PaymentDto,
  type PaymentListQuery,
} from '@salones/shared/payments';
import { mayReadBranchRecord } from '@salones/shared/permissions';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { readableBy } from '../../db/customer-scope.ts';
import { onlinePayments, users } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

export type PaymentRow = typeof onlinePayments.$inferSelect;

export function toPaymentDto(row: PaymentRow, cliente: string): PaymentDto {
  return {
    uid: row.id,
    tipo: row.kind,
    estado: row.estado,
    monto: toPesos(row.amountCentavos),
    reembolsado: toPesos(row.refundedCentavos),
    metodo: row.metodo,
    url: row.estado === 'abierto' ? row.sessionUrl : null,
    solicitud: row.requestId,
    evento: row.eventId,
    lugar: row.placeId,
    cliente,
    referencia: row.paymentIntentId ?? row.sessionId,
    creadoEl: row.createdAt.toISOString(),
    pagadoEl: row.paidAt?.toISOString() ?? null,
    venceEl: row.expiresAt.toISOString(),
    pagarAntesDe: row.payBefore?.toISOString() ?? null,
    revisar: row.estado === 'revisar' ? row.reviewReason : null,
  };
}

const cliente = sql<string>`trim(${users.name} || ' ' || ${users.lastname})`;

export async function loadPayments(db: Conn, where: SQL | undefined, page = { limit: 1000, offset: 0 }) {
  const rows = await db
    .select({ p: onlinePayments, cliente })
    .from(onlinePayments)
    .innerJoin(users, eq(users.id, onlinePayments.customerId))
    .where(where)
    .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => toPaymentDto(r.p, r.cliente));
}

export async function getPaymentDto(db: Conn, id: string, currentUser?: CurrentUser): Promise<PaymentDto> {
  const [row] = await db
    .select({ p: onlinePayments, cliente })
    .from(onlinePayments)
    .innerJoin(users, eq(users.id, onlinePayments.customerId))
    .where(eq(onlinePayments.id, id));
  if (!row) throw notFound(PAYMENT_MSG.notFound);
  if (currentUser && !mayReadBranchRecord(currentUser, row.p)) throw forbidden(PAYMENT_MSG.forbidden);
  return toPaymentDto(row.p, row.cliente);
}

export async function listPayments(db: Conn, query: PaymentListQuery & { page: number }, user: CurrentUser) {
  const where = and(
    readableBy(user, onlinePayments),
    query.estado ? eq(onlinePayments.estado, query.estado) : undefined,
    query.lugar ? eq(onlinePayments.placeId, query.lugar) : undefined,
    query.evento ? eq(onlinePayments.eventId, query.evento) : undefined,
  );
  const [pagos, [{ total }]] = await Promise.all([
    loadPayments(db, where, { limit: PAYMENTS_PAGE_SIZE, offset: (query.page - 1) * PAYMENTS_PAGE_SIZE }),
    db.select({ total: sql<number>`count(*)::int` }).from(onlinePayments).where(where),
  ]);
  return { pagos, total: Number(total) };
}
