// What staff send from the inbox (docs/whatsapp.md#the-staff-inbox), queued like every message (the job sends
// it): free text while the family's 24-hour window is open; after it, the template that asks the family back,
// to a customer who opted in.
import { type STAFF_TEMPLATES, templateText, WHATSAPP_MSG, windowIsOpen } from '@salones/shared/whatsapp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { whatsappConsentOn } from '../../db/whatsapp-consent.ts';
import { queueOutgoing } from '../../jobs/queue-whatsapp.ts';
import { conflict } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { latestBranchName, loadConversation, toMessageDto } from './inbox-queries.ts';

type Deps = Pick<FastifyInstance, 'db' | 'jobs' | 'config'>;

async function openConversation(deps: Deps, viewer: CurrentUser, conversationId: string) {
  const conversation = await loadConversation(deps.db, viewer, conversationId);
  if (!deps.config.whatsapp) throw conflict(WHATSAPP_MSG.off);
  return conversation;
}

/** POST …/conversaciones/{id}/mensajes: 409 once the window has closed. */
export async function replyWithText(deps: Deps, viewer: CurrentUser, conversationId: string, texto: string) {
  const conversation = await openConversation(deps, viewer, conversationId);
  const now = deps.config.now();
  if (!windowIsOpen(conversation.lastInboundAt, now)) throw conflict(WHATSAPP_MSG.windowClosed);
  const queued = await deps.db.transaction((tx) =>
    queueOutgoing(
      { db: tx, jobs: deps.jobs },
      {
        conversationId: conversation.id,
        template: null,
        params: [],
        body: texto,
        key: null,
        userId: conversation.userId,
        sentBy: viewer.id,
        now,
      },
    ),
  );
  return toMessageDto(queued!);
}

/** POST …/conversaciones/{id}/plantillas: the family's name and the branch of their latest request or event. */
export async function askFamilyBack(
  deps: Deps,
  viewer: CurrentUser,
  conversationId: string,
  template: (typeof STAFF_TEMPLATES)[number],
) {
  const conversation = await openConversation(deps, viewer, conversationId);
  if (!conversation.userId) throw conflict(WHATSAPP_MSG.noCustomer);
  const [family] = await deps.db.select().from(users).where(eq(users.id, conversation.userId));
  if (!family || !whatsappConsentOn(family)) throw conflict(WHATSAPP_MSG.noConsent);
  const params = [family.name, (await latestBranchName(deps.db, family.id)) ?? deps.config.clubName];
  const queued = await deps.db.transaction((tx) =>
    queueOutgoing(
      { db: tx, jobs: deps.jobs },
      {
        conversationId: conversation.id,
        template,
        params,
        body: templateText(template, params),
        key: null,
        userId: family.id,
        sentBy: viewer.id,
        now: deps.config.now(),
      },
    ),
  );
  return toMessageDto(queued!);
}
