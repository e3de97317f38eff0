import type { ContactRequest } from '@salones/shared/contact';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { contactMessages, footerSettings } from '../../db/schema/index.ts';
import type { Mail } from '../../plugins/mailer.ts';

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

const contactMail = (to: string, input: ContactRequest, clubName: string): Mail => ({
  to,
  replyTo: input.email,
  subject: `Nuevo mensaje de contacto en ${clubName}`,
  text: [
    `Mensaje de ${input.email}:`,
    '',
    input.message,
    '',
    'Responde a este correo para contestarle.',
  ].join('\n'),
});

/**
 * DESIGN §3.9: the message is stored first, so none is lost when mail fails; a failed mail is only
 * logged (staff still read it in the admin area, where it shows as not mailed).
 */
export async function sendContactMessage(opts: {
  deps: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;
  input: ContactRequest;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { deps, input, log } = opts;
  const [stored] = await deps.db
    .insert(contactMessages)
    .values({ email: input.email, message: input.message })
    .returning({ id: contactMessages.id });
  try {
    await deps.mailer.send(contactMail(await businessAddress(deps), input, deps.config.clubName));
    await deps.db
      .update(contactMessages)
      .set({ mailedAt: sql`now()` })
      .where(eq(contactMessages.id, stored.id));
  } catch (err) {
    log.error({ err, contactMessageId: stored.id }, 'contact mail failed; the message is stored');
  }
}
