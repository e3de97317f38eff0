import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../db/schema/index.ts';
import { MAIL_TEMPLATES } from '../mail/mail-templates.ts';
import type { Mail } from '../mail/mailer.ts';
import { type MailTemplate, renderMail } from '../mail/render-mail.ts';
import type { JobData } from './job-types.ts';

type Deps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/** The `templated-mail` job: renders the mail from its template and data, sends it, marks a contact message. */
export async function deliverTemplatedMail(deps: Deps, data: JobData['templated-mail']) {
  const { template, props, to, replyTo, link, contactMessageId } = data;
  const mail = await renderMail(MAIL_TEMPLATES[template] as MailTemplate<typeof props>, props, {
    to,
    replyTo,
    link,
    brand: deps.config,
  });
  await send(deps, mail, contactMessageId);
}

/** The `mail` job of earlier releases: sends a mail rendered when it was queued. */
export async function deliverMail(deps: Deps, data: JobData['mail']) {
  await send(deps, data.mail, data.contactMessageId);
}

/** Sends the mail; a contact message is marked as mailed once it went. */
async function send(deps: Deps, mail: Mail, contactMessageId: string | undefined) {
  await deps.mailer.send(mail);
  if (contactMessageId) {
    await deps.db
      .update(contactMessages)
      .set({ mailedAt: sql`now()` })
      .where(eq(contactMessages.id, contactMessageId));
  }
}
