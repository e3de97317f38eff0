import type { RegisterRequest } from '@salones/shared/accounts';
import { ACCOUNT_MSG, EMAIL_TAKEN } from '@salones/shared/accounts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { ACTIVATION_TTL_MS, issueOneTimeToken } from '../../lib/one-time-token.ts';
import { hashPassword } from '../../lib/password.ts';
import { activationMail } from './account-mails.ts';
import type { UserRow } from './accounts.mapper.ts';

/**
 * DESIGN §3.3: a new account is an inactive role user with an activation link by e-mail.
 * The account and its token are committed, then the mail is sent; if sending fails the account is
 * deleted again (the token goes with it) and the caller gets 502. The mail is deliberately not sent
 * inside the transaction: on the embedded database a transaction holds the only connection, so a
 * slow SMTP server would stall every other request.
 */
export async function registerAccount(opts: {
  deps: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;
  input: RegisterRequest;
  log: FastifyBaseLogger;
}): Promise<UserRow> {
  const { deps, input, log } = opts;
  const passwordHash = await hashPassword(input.password);
  let created: { user: UserRow; secret: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          lastname: input.lastname,
          email: input.email,
          phone: input.phone,
          passwordHash,
          role: 'user',
          active: false,
        })
        .returning();
      const secret = await issueOneTimeToken(tx, {
        userId: user.id,
        purpose: 'activation',
        ttlMs: ACTIVATION_TTL_MS,
      });
      return { user, secret };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  const { user, secret } = created;
  const link = `${deps.config.publicUrl}/activar/${secret}`;
  try {
    await deps.mailer.send(
      activationMail({ to: user.email, name: user.name, link, clubName: deps.config.clubName }),
    );
  } catch (err) {
    log.error({ err, userId: user.id }, 'activation mail failed; registration undone');
    await deps.db.delete(users).where(eq(users.id, user.id));
    throw new AppError(502, ACCOUNT_MSG.activationMailFailed);
  }
  return user;
}
