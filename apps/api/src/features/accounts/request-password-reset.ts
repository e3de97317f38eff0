import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { issueOneTimeToken, RESET_TTL_MS } from '../../lib/one-time-token.ts';
import { passwordResetMail } from './account-mails.ts';

/**
 * DESIGN §3.4: when the e-mail belongs to an account (active or not) a reset secret is stored and
 * mailed. The caller answers the same whatever happens here, so nothing is returned. The mail goes
 * out in the background: waiting for SMTP only for known e-mails would reveal them by timing.
 */
export async function requestPasswordReset(opts: {
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>;
  email: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { deps, email, log } = opts;
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const secret = await issueOneTimeToken(deps.db, { userId: user.id, purpose: 'reset', ttlMs: RESET_TTL_MS });
  const link = `${deps.config.publicUrl}/reset/${secret}`;
  deps.mailer
    .send(passwordResetMail({ to: user.email, name: user.name, link, clubName: deps.config.clubName }))
    .catch((err: unknown) => log.error({ err, userId: user.id }, 'password reset mail failed'));
}
