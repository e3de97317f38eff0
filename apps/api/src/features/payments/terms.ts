// Issue #22 (items 1–2): the contract's terms as versions — each save of a changed text is a new version,
// older ones stay read-only — and a customer's acceptance of the current version for a request or an event
// (who, when, IP, user agent, SHA-256 of the text), which the PDF contract prints.
import { createHash } from 'node:crypto';
import { BOOKING_MSG } from '@salones/shared/booking-requests';
import { EVENT_MSG } from '@salones/shared/events';
import { PAYMENT_MSG, type TermsDto } from '@salones/shared/payments';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRequests, events, termsAcceptances, termsVersions } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type VersionRow = typeof termsVersions.$inferSelect;
const toDto = (r: VersionRow): TermsDto => ({
  version: r.version,
  texto: r.texto,
  publicadoEl: r.publishedAt.toISOString(),
  autor: r.authorName,
});

export async function currentTermsRow(db: Conn): Promise<VersionRow | null> {
  const [row] = await db.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
  return row ?? null;
}

export async function getTerms(db: Conn, version?: number): Promise<TermsDto> {
  const row =
    version === undefined
      ? await currentTermsRow(db)
      : (await db.select().from(termsVersions).where(eq(termsVersions.version, version)).limit(1))[0];
  if (!row)
    throw notFound(version === undefined ? PAYMENT_MSG.termsMissing : PAYMENT_MSG.termsVersionNotFound);
  return toDto(row);
}

const sqlLock = sql`lock table terms_versions in share row exclusive mode`;

/** A new version when the text differs from the current one; the same text makes none. */
export async function publishTerms(db: Db, texto: string, author: CurrentUser) {
  return db.transaction(async (tx) => {
    // one publisher at a time: the next version number is decided under this lock
    await tx.execute(sqlLock);
    const current = await currentTermsRow(tx);
    if (current && current.texto === texto) return { terminos: toDto(current), nueva: false };
    const [row] = await tx
      .insert(termsVersions)
      .values({
        version: (current?.version ?? 0) + 1,
        texto,
        sha256: sha256(texto),
        authorId: author.id,
        authorName: `${author.name} ${author.lastname}`.trim(),
      })
      .returning();
    return { terminos: toDto(row), nueva: true };
  });
}

/**
 * The owner accepts `version` for their request or event: 404 when it does not exist, 403 when it is
 * another's, 409 when the version is not the current one.
 */
export async function acceptTerms(
  db: Db,
  input: {
    version: number;
    solicitud?: string;
    evento?: string;
    currentUser: CurrentUser;
    ip: string;
    userAgent: string;
    now: Date;
  },
) {
  const { currentUser } = input;
  if (input.solicitud) {
    const [r] = await db
      .select({ customerId: bookingRequests.customerId })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, input.solicitud));
    if (!r) throw notFound(BOOKING_MSG.notFound);
    if (r.customerId !== currentUser.id) throw forbidden(BOOKING_MSG.forbidden);
  } else {
    const [e] = await db
      .select({ customerId: events.customerId })
      .from(events)
      .where(and(eq(events.id, input.evento!), isNull(events.deletedAt)));
    if (!e) throw notFound(EVENT_MSG.eventNotFound);
    if (e.customerId !== currentUser.id) throw forbidden();
  }
  return db.transaction(async (tx) => {
    const current = await currentTermsRow(tx);
    if (!current) throw conflict(PAYMENT_MSG.termsMissing);
    if (current.version !== input.version) throw conflict(PAYMENT_MSG.termsStale);
    const [row] = await tx
      .insert(termsAcceptances)
      .values({
        version: current.version,
        userId: currentUser.id,
        signerName: `${currentUser.name} ${currentUser.lastname}`.trim(),
        requestId: input.solicitud ?? null,
        eventId: input.evento ?? null,
        acceptedAt: input.now,
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 1000),
        sha256: current.sha256,
      })
      .returning();
    return { uid: row.id, version: row.version, aceptadoEl: row.acceptedAt.toISOString() };
  });
}

/** The latest acceptance of the current terms for a request or an event, or null. */
export async function currentAcceptance(db: Conn, target: { requestId?: string; eventId?: string }) {
  const current = await currentTermsRow(db);
  if (!current) return null;
  const [row] = await db
    .select()
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.version, current.version),
        or(
          target.requestId ? eq(termsAcceptances.requestId, target.requestId) : undefined,
          target.eventId ? eq(termsAcceptances.eventId, target.eventId) : undefined,
        ),
      ),
    )
    .orderBy(desc(termsAcceptances.acceptedAt))
    .limit(1);
  return row ?? null;
}
