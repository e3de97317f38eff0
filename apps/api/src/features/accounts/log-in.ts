import { ACCOUNT_MSG, type LoginRequest } from '@salones/shared/accounts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { dummyHash, verifyPassword } from '../../lib/password.ts';
import type { UserRow } from './accounts.mapper.ts';

/**
 * Checks the credentials (the caller has already checked the lockout, docs/architecture.md#rate-limits).
 * Unknown e-mail and wrong password give the same answer, and an unknown e-mail is verified against a dummy
 * hash so the time taken does not reveal which accounts exist.
 */
export async function logIn(opts: {
  deps: Pick<FastifyInstance, 'db' | 'tokens' | 'loginLockout'>;
  input: LoginRequest;
}): Promise<{ user: UserRow; token: string }> {
  const { deps, input } = opts;
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const isMatch = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !isMatch) {
    await deps.loginLockout.fail(input.email);
    throw badRequest(ACCOUNT_MSG.wrongCredentials);
  }
  // Only after the password matched, so this answer does not reveal accounts either
  // (docs/architecture.md#activation).
  if (!user.active) throw forbidden(ACCOUNT_MSG.inactive);
  await deps.loginLockout.succeed(input.email);
  const token = await deps.tokens.sign({ id: user.id, sessionVersion: user.sessionVersion });
  return { user, token };
}
