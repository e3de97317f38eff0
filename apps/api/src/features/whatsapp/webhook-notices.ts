// What Meta's webhook tells (docs/whatsapp.md#the-webhook): statuses of our messages and the families'
// messages. Signature first, over the raw bytes; then only the fields we know are read, anything else is ignored.
// Statuses arrive out of order and more than once: a message only moves forward (read is never undone, a repeat
// changes nothing). An inbound message is stored once (its wamid is unique) in its phone's conversation, matched to
// a customer by phone; 'BAJA' or 'STOP' ends that family's notices, answered once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { toE164, waIdToE164 } from '@salones/shared/phone';
import {
  inboundText,
  isOptOutText,
  statusMovesForward,
  WHATSAPP_MSG,
  WHATSAPP_STATES,
  type WhatsAppState,
} from '@salones/shared/whatsapp';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { users, whatsappConversations, whatsappMessages } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { conversationOf, queueOutgoing } from '../../jobs/queue-whatsapp.ts';

/** Whether `header` is 'sha256=' + the HMAC-SHA256 of `raw` with the app secret (compared in constant time). */
export function signatureIsValid(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface StatusNotice {
  wamid: string;
  state: WhatsAppState;
  at: Date;
  error: { code: number | null; title: string } | null;
}
interface InboundNotice {
  wamid: string;
  from: string;
  at: Date;
  type: string;
  text: string | null;
}

const STATUS_STATE: Record<string, WhatsAppState> = {
  sent: 'enviado',
  delivered: 'entregado',
  read: 'leido',
  failed: 'fallido',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** A Unix time in seconds as Meta sends it (a string); null when it is no time a Date can hold. */
const timeOf = (v: unknown) => {
  const at = new Date(Number(v) * 1000);
  return Number(v) > 0 && !Number.isNaN(at.getTime()) ? at : null;
};

/** The statuses and messages of a notice; what is not shaped as Meta documents it is left out. */
export function readNotice(body: unknown): { statuses: StatusNotice[]; inbound: InboundNotice[] } {
  const statuses: StatusNotice[] = [];
  const inbound: InboundNotice[] = [];
  if (!isObject(body) || body.object !== 'whatsapp_business_account') return { statuses, inbound };
  for (const entry of list(body.entry)) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isObject(change) || change.field !== 'messages' || !isObject(change.value)) continue;
      for (const s of list(change.value.statuses)) {
        if (!isObject(s) || typeof s.id !== 'string') continue;
        const state = STATUS_STATE[String(s.status)];
        const at = timeOf(s.timestamp);
        if (!state || !at) continue;
        const e = list(s.errors)[0];
        const error = isObject(e)
          ? {
              code: typeof e.code === 'number' ? e.code : null,
              title: String(e.title ?? e.message ?? 'Error'),
            }
          : null;
        statuses.push({ wamid: s.id, state, at, error });
      }
      for (const m of list(change.value.messages)) {
        if (!isObject(m) || typeof m.id !== 'string' || typeof m.from !== 'string') continue;
        const at = timeOf(m.timestamp);
        if (!at) continue;
        const type = String(m.type ?? 'unknown');
        const text = type === 'text' && isObject(m.text) ? String(m.text.body ?? '') : null;
        inbound.push({ wamid: m.id, from: m.from, at, type, text });
      }
    }
  }
  return { statuses, inbound };
}

const TIME_COLUMN = {
  enviado: 'sent_at',
  entregado: 'delivered_at',
  leido: 'read_at',
  fallido: 'failed_at',
} as const;

/**
 * One status: the state moves only forward; its time is kept if none was (a delivery reported after the read still
 * says when it was delivered), but a failure that does not move the state leaves no mark.
 */
export async function applyStatus(db: Conn, s: StatusNotice) {
  if (s.state === 'en_cola') return;
  const from = WHATSAPP_STATES.filter((current) => statusMovesForward(current, s.state));
  const m = whatsappMessages;
  const column = sql.raw(TIME_COLUMN[s.state]);
  const moves = sql`${m.state} in (${sql.join(
    from.map((state) => sql`${state}`),
    sql`, `,
  )})`;
  await db.execute(sql`
    update ${m} set
      ${column} = case when ${moves} or ${s.state} <> 'fallido' then coalesce(${column}, ${s.at.toISOString()}::timestamptz) else ${column} end,
      state = case when ${moves} then ${s.state} else ${m.state} end,
      error_code = case when ${moves} and ${s.state} = 'fallido' then ${s.error?.code ?? null}::int else ${m.errorCode} end,
      error_title = case when ${moves} and ${s.state} = 'fallido' then ${s.error?.title ?? null}::text else ${m.errorTitle} end
    where ${m.wamid} = ${s.wamid} and ${m.direction} = 'saliente'`);
}

/** The customer accounts with this phone (E.164), newest first: a staff member's phone is no family's. */
async function customersWithPhone(db: Conn, phone: string) {
  const lastTen = phone.replace(/\D/g, '').slice(-10);
  const candidates = await db
    .select({ id: users.id, phone: users.phone, optInAt: users.whatsappOptInAt })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), 10) = ${lastTen}`,
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(20);
  return candidates.filter((c) => toE164(c.phone) === phone);
}

/** The customer a phone's conversation is matched to: the newest account with it. */
export const customerByPhone = async (db: Conn, phone: string) =>
  (await customersWithPhone(db, phone))[0]?.id ?? null;

type InboundDeps = Pick<FastifyInstance, 'db' | 'jobs' | 'config'> & { log: FastifyBaseLogger };

/** One inbound message, once: stored in its conversation; 'BAJA' ends the notices and is answered once. */
export async function storeInbound(deps: InboundDeps, n: InboundNotice) {
  const phone = waIdToE164(n.from);
  if (!phone) return;
  await deps.db.transaction(async (tx) => {
    const userId = await customerByPhone(tx, phone);
    const conversationId = await conversationOf(tx, phone, userId);
    const [stored] = await tx
      .insert(whatsappMessages)
      .values({
        conversationId,
        direction: 'entrante',
        body: n.text ?? inboundText(n.type),
        wamid: n.wamid,
        state: 'entregado',
        deliveredAt: n.at,
        userId,
        createdAt: n.at,
      })
      .onConflictDoNothing()
      .returning({ id: whatsappMessages.id });
    if (!stored) return;
    const c = whatsappConversations;
    await tx
      .update(c)
      .set({
        lastInboundAt: sql`greatest(${c.lastInboundAt}, ${n.at.toISOString()}::timestamptz)`,
        lastMessageAt: sql`greatest(${c.lastMessageAt}, ${n.at.toISOString()}::timestamptz)`,
        unreadCount: sql`${c.unreadCount} + 1`,
      })
      .where(eq(c.id, conversationId));
    if (n.text !== null && isOptOutText(n.text)) await optOut(deps, tx, conversationId, phone, userId);
  });
}

/**
 * Every customer account with this phone stops its notices; the confirmation goes once per opt-in (its key holds
 * the opt-in's time), so writing 'BAJA' again is not answered again.
 */
async function optOut(
  deps: InboundDeps,
  tx: Conn,
  conversationId: string,
  phone: string,
  userId: string | null,
) {
  const now = deps.config.now();
  const accounts = await customersWithPhone(tx, phone);
  if (accounts.length) {
    await tx
      .update(users)
      .set({ whatsappOptOutAt: now })
      .where(
        inArray(
          users.id,
          accounts.map((u) => u.id),
        ),
      );
  }
  const since = accounts.map((u) => u.optInAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
  if (!deps.config.whatsapp) return;
  await queueOutgoing(
    { db: tx, jobs: deps.jobs },
    {
      conversationId,
      template: null,
      params: [],
      body: WHATSAPP_MSG.optOutConfirmation,
      key: `baja:${conversationId}:${since}`,
      userId,
      now,
    },
  );
  deps.log.info({ conversationId, accounts: accounts.length }, 'whatsapp: a family opted out');
}
