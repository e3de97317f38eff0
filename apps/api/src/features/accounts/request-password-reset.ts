import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { issueOneTimeToken, RESET_TTL_MS } from '../../lib/one-time-token.ts';

/**
 * docs/architecture.md#password-reset: when the e-mail belongs to an account (active or not) a reset secret
 * is stored and mailed — at most `RESET_MAILS_PER_HOUR` times an hour per address, whatever the caller's IP.
 * The route does not await this (the answer is the same whatever happens here, and its timing must not reveal
 * which e-mails have accounts), so every failure is logged here and never thrown.
 */
export async function requestPasswordReset(opts: {
  deps: Pick<FastifyInstance, 'db' | 'jobs' | 'config' | 'resetMailLimit'>;
  email: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { deps, email, log } = opts;
  try {
    if (!(await deps.resetMailLimit.tryTake(email))) {
      log.info('password reset mail limit reached for an address; request ignored');
      return;
    }
    const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) return;
    const secret = await issueOneTimeToken(deps.db, {
      userId: user.id,
      purpose: 'reset',
      ttlMs: RESET_TTL_MS,
    });
    const link = `${deps.config.publicUrl}/reset/${secret}`;
    // the job queue sends it, retrying while the SMTP server fails
    await deps.jobs.send('templated-mail', {
      template: 'password-reset',
      props: { name: user.name, link },
      to: user.email,
      link,
    });
  } catch (err) {
    log.error({ err }, 'password reset request failed');
  }
}
