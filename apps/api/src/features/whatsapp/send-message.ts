// The `whatsapp-send` job (docs/whatsapp.md#sending): one message recorded 'en_cola' goes to Meta once. The
// worker claims it first (a second worker, or a job queued twice, finds it taken); Meta's answer decides:
// accepted → 'enviado' with its wamid; refused (4xx) → 'fallido' with Meta's code and title, not retried; a
// passing failure (429, 5xx, the network) → the claim is let go and the next try queued, waits growing from
// 20 s to 5 min, for a day from when it was queued.
import { consentIsOn, WHATSAPP_MSG } from '@salones/shared/whatsapp';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { users, whatsappConversations, whatsappMessages } from '../../db/schema/index.ts';
import type { WhatsAppResult } from '../../plugins/metrics.ts';
import type { SendRate } from './send-rate.ts';
import type { SendOutcome, WhatsAppProvider } from './whatsapp-provider.ts';

export type SendDeps = Pick<FastifyInstance, 'db' | 'jobs' | 'config'> & {
  log: FastifyBaseLogger;
  provider: WhatsAppProvider | null;
  rate: SendRate;
  count: (template: string, result: WhatsAppResult) => void;
};

const DAY_MS = 24 * 3_600_000;
/** a claim older than this belongs to a worker that stopped mid-call: Meta may have sent it */
const STALE_CLAIM_MS = 10 * 60_000;

/** The wait before try `attempt + 1`: 20 s, 40 s, 80 s, 160 s, then 5 min. */
export const retryDelaySeconds = (attempt: number) => Math.min(300, 20 * 2 ** Math.max(0, attempt - 1));

export async function sendQueuedMessage(deps: SendDeps, messageId: string): Promise<void> {
  const { db } = deps;
  const m = whatsappMessages;
  const now = deps.config.now();
  const [row] = await db
    .select({
      message: m,
      phone: whatsappConversations.phone,
      optInAt: users.whatsappOptInAt,
      optOutAt: users.whatsappOptOutAt,
    })
    .from(m)
    .innerJoin(whatsappConversations, eq(whatsappConversations.id, m.conversationId))
    .leftJoin(users, eq(users.id, m.userId))
    .where(eq(m.id, messageId));
  if (row?.message.state !== 'en_cola' || row.message.direction !== 'saliente') return;
  const msg = row.message;
  const label = msg.template ?? 'texto';
  const fail = async (code: number | null, title: string) => {
    await db
      .update(m)
      .set({ state: 'fallido', failedAt: now, errorCode: code, errorTitle: title, claimedAt: null })
      .where(and(eq(m.id, messageId), eq(m.state, 'en_cola')));
    deps.count(label, 'fallido');
  };
  if (!deps.provider) return;
  // a family that opted out after the notice was queued gets nothing more
  if (msg.template && msg.userId && !consentIsOn({ optInAt: row.optInAt, optOutAt: row.optOutAt })) {
    await fail(null, WHATSAPP_MSG.optedOut);
    return;
  }
  if (msg.claimedAt) {
    if (now.getTime() - msg.claimedAt.getTime() > STALE_CLAIM_MS) await fail(null, WHATSAPP_MSG.interrupted);
    return;
  }
  const [claimed] = await db
    .update(m)
    .set({ claimedAt: now, attempts: msg.attempts + 1 })
    .where(and(eq(m.id, messageId), eq(m.state, 'en_cola'), isNull(m.claimedAt)))
    .returning({ attempts: m.attempts });
  if (!claimed) return;

  await deps.rate.take();
  const language = deps.config.whatsapp?.templateLanguage ?? 'es_MX';
  let outcome: SendOutcome;
  try {
    outcome = msg.template
      ? await deps.provider.sendTemplate({
          to: row.phone,
          name: msg.template,
          language,
          parameters: msg.parameters,
        })
      : await deps.provider.sendText({ to: row.phone, text: msg.body });
  } catch (err) {
    outcome = { kind: 'passing', code: null, title: (err as Error).message };
  }

  if (outcome.kind === 'accepted') {
    await db
      .update(m)
      .set({ state: 'enviado', wamid: outcome.wamid, sentAt: deps.config.now(), claimedAt: null })
      .where(and(eq(m.id, messageId), eq(m.state, 'en_cola')));
    deps.count(label, 'enviado');
    return;
  }
  if (outcome.kind === 'refused') {
    deps.log.warn({ messageId, code: outcome.code, title: outcome.title }, 'whatsapp message refused');
    await fail(outcome.code, outcome.title);
    return;
  }
  if (now.getTime() - msg.createdAt.getTime() >= DAY_MS) {
    await fail(outcome.code, WHATSAPP_MSG.noDelivery);
    return;
  }
  const wait = retryDelaySeconds(claimed.attempts);
  deps.log.warn(
    { messageId, code: outcome.code, title: outcome.title, wait },
    'whatsapp send failed; tried again later',
  );
  await db.transaction(async (tx) => {
    await tx
      .update(m)
      .set({ claimedAt: null, errorCode: outcome.code, errorTitle: outcome.title })
      .where(eq(m.id, messageId));
    await deps.jobs.send('whatsapp-send', { messageId }, { tx, startAfterSeconds: wait });
  });
  deps.count(label, 'reintento');
}
