import type { RegisterRequest } from '@salones/shared/accounts';
import { EMAIL_TAKEN } from '@salones/shared/accounts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { ACTIVATION_TTL_MS, issueOneTimeToken } from '../../lib/one-time-token.ts';
import { hashPassword } from '../../lib/password.ts';
import type { UserRow } from './accounts.mapper.ts';

/**
 * docs/architecture.md#activation: a new account is an inactive role user with an activation link by e-mail.
 * The account, its token and the mail's job are committed together: the job queue sends the mail and
 * retries it while the SMTP server fails, so a mail problem never undoes the registration.
 */
export async function registerAccount(opts: {
  deps: Pick<FastifyInstance, 'db' | 'jobs' | 'config'>;
  input: RegisterRequest;
  log: FastifyBaseLogger;
}): Promise<UserRow> {
  const { deps, input, log } = opts;
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name,
          lastname: input.lastname,
          email: input.email,
          phone: input.phone,
          passwordHash,
          role: 'user',
          active: false,
          ...(input.whatsapp
            ? { whatsappOptInAt: deps.config.now(), whatsappOptInSource: 'registro' as const }
            : {}),
        })
        .returning();
      const secret = await issueOneTimeToken(tx, {
        userId: created.id,
        purpose: 'activation',
        ttlMs: ACTIVATION_TTL_MS,
      });
      const link = `${deps.config.publicUrl}/activar/${secret}`;
      await deps.jobs.send(
        'templated-mail',
        { template: 'activation', props: { name: created.name, link }, to: created.email, link },
        { tx },
      );
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  log.info({ userId: user.id }, 'account registered; activation mail queued');
  return user;
}
