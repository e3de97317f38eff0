import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../db/schema/index.ts';
import type { JobData } from './job-types.ts';

/** The `mail` job: sends a mail rendered earlier; a contact message is marked as mailed once it went. */
export async function deliverMail(deps: Pick<FastifyInstance, 'db' | 'mailer'>, data: JobData['mail']) {
  await deps.mailer.send(data.mail);
  if (data.contactMessageId) {
    await deps.db
      .update(contactMessages)
      .set({ mailedAt: sql`now()` })
      .where(eq(contactMessages.id, data.contactMessageId));
  }
}
