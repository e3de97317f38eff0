// Queues WhatsApp messages (docs/whatsapp.md#sending): each is recorded 'en_cola' in its phone's conversation and
// a `whatsapp-send` job sends it; never inside a request. A notice goes only to a family that opted in and whose
// phone reads as a WhatsApp number, and only once: its idempotency key (notice and recipient) is unique, so a
// second queueing — a retried job, another instance — records nothing and queues nothing.
import { toE164 } from '@salones/shared/phone';
import { templateText, type WhatsAppTemplateName } from '@salones/shared/whatsapp';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { users, whatsappConversations, whatsappMessages } from '../db/schema/index.ts';
import type { Conn } from '../db/transaction.ts';
import { whatsappConsentOn } from '../db/whatsapp-consent.ts';
import type { WhatsAppSettings } from '../whatsapp-settings.ts';
import type { JobSender } from './job-types.ts';

export interface WhatsAppQueueDeps {
  db: Db;
  jobs: JobSender;
  config: { whatsapp: WhatsAppSettings | null; now: () => Date; publicUrl: string };
  log: FastifyBaseLogger;
}

export interface WhatsAppNotice {
  template: WhatsAppTemplateName;
  /** the template's body parameters, in its order */
  params: string[];
  /** the family */
  userId: string;
  /** the notice and its recipient, e.g. `solicitud_recibida:<request id>` (the user is added) */
  key: string;
  eventId?: string | null;
  requestId?: string | null;
}

/** The conversation of a phone (E.164), made on its first message; matched to `userId` when given. */
export async function conversationOf(db: Conn, phone: string, userId: string | null): Promise<string> {
  const c = whatsappConversations;
  const [row] = await db
    .insert(c)
    .values({ phone, userId })
    .onConflictDoUpdate({
      target: c.phone,
      set: userId ? { userId } : { phone: sql`excluded.phone` },
    })
    .returning({ id: c.id });
  return row.id;
}

/**
 * Records an outgoing message 'en_cola' and queues its job, in `db` (a transaction: both or neither). Null when
 * its idempotency key was taken already.
 */
export async function queueOutgoing(
  deps: { db: Conn; jobs: JobSender },
  m: {
    conversationId: string;
    template: string | null;
    params: string[];
    body: string;
    key: string | null;
    userId: string | null;
    eventId?: string | null;
    requestId?: string | null;
    sentBy?: string | null;
    now: Date;
  },
) {
  const [row] = await deps.db
    .insert(whatsappMessages)
    .values({
      conversationId: m.conversationId,
      direction: 'saliente',
      template: m.template,
      parameters: m.params,
      body: m.body,
      idempotencyKey: m.key,
      userId: m.userId,
      eventId: m.eventId ?? null,
      requestId: m.requestId ?? null,
      sentBy: m.sentBy ?? null,
      createdAt: m.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await deps.db
    .update(whatsappConversations)
    .set({ lastMessageAt: m.now })
    .where(eq(whatsappConversations.id, m.conversationId));
  await deps.jobs.send('whatsapp-send', { messageId: row.id }, { tx: deps.db });
  return row;
}

/**
 * Queues one notice to one family when WhatsApp is on, they opted in and their phone reads as a number. With
 * `tx`, in that transaction (it exists only if the change commits); without, in one of its own, and a failure is
 * logged, never thrown: a notice never undoes what it tells of. Whether it was queued.
 */
export async function queueWhatsAppNotice(
  deps: WhatsAppQueueDeps,
  notice: WhatsAppNotice,
  tx?: Conn,
): Promise<boolean> {
  if (!deps.config.whatsapp) return false;
  const work = async (db: Conn) => {
    const [user] = await db
      .select({
        phone: users.phone,
        whatsappOptInAt: users.whatsappOptInAt,
        whatsappOptInSource: users.whatsappOptInSource,
        whatsappOptOutAt: users.whatsappOptOutAt,
      })
      .from(users)
      .where(eq(users.id, notice.userId));
    if (!user || !whatsappConsentOn(user)) return false;
    const phone = toE164(user.phone);
    if (!phone) {
      deps.log.info(
        { userId: notice.userId, template: notice.template },
        'whatsapp notice skipped: phone not valid',
      );
      return false;
    }
    const conversationId = await conversationOf(db, phone, notice.userId);
    const queued = await queueOutgoing(
      { db, jobs: deps.jobs },
      {
        conversationId,
        template: notice.template,
        params: notice.params,
        body: templateText(notice.template, notice.params),
        key: `${notice.key}:${notice.userId}`,
        userId: notice.userId,
        eventId: notice.eventId,
        requestId: notice.requestId,
        now: deps.config.now(),
      },
    );
    return queued !== null;
  };
  if (tx) return work(tx);
  try {
    return await deps.db.transaction(work);
  } catch (err) {
    deps.log.error({ err, template: notice.template, userId: notice.userId }, 'whatsapp notice not queued');
    return false;
  }
}
