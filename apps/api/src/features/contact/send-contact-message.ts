import type { ContactRequest } from '@salones/shared/contact';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages, footerSettings } from '../../db/schema/index.ts';

/** The business's address: the footer's contact e-mail, else the sender address of MAIL_FROM. */
async function businessAddress(deps: Pick<FastifyInstance, 'db' | 'config'>): Promise<string> {
  const [footer] = await deps.db
    .select({ email: footerSettings.emailContacto })
    .from(footerSettings)
    .orderBy(asc(footerSettings.createdAt), asc(footerSettings.id))
    .limit(1);
  if (footer?.email) return footer.email;
  return /<([^>]+)>/.exec(deps.config.mailFrom)?.[1] ?? deps.config.mailFrom;
}

/**
 * docs/architecture.md#contact-messages-are-stored-first: the message is stored first, so none is lost when
 * mail fails. Its mail is queued in the same transaction: the job queue sends it, retries while the SMTP
 * server fails (each failure logged), and marks the message as mailed once it went.
 */
export async function sendContactMessage(opts: {
  deps: Pick<FastifyInstance, 'db' | 'jobs' | 'config'>;
  input: ContactRequest;
}): Promise<void> {
  const { deps, input } = opts;
  const to = await businessAddress(deps);
  await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ email: input.email, message: input.message })
      .returning({ id: contactMessages.id });
    await deps.jobs.send(
      'templated-mail',
      {
        template: 'contact-message',
        props: { email: input.email, message: input.message },
        to,
        replyTo: input.email,
        contactMessageId: stored.id,
      },
      { tx },
    );
  });
}
