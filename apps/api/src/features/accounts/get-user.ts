import { ACCOUNT_MSG } from '@salones/shared/accounts';
import { mayReadAccount } from '@salones/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { UserRow } from './accounts.mapper.ts';

/** GET /api/usuarios/{id}. docs/architecture.md §3.2: a role user reads only their own record; staff read all. */
export async function getUser(opts: {
  deps: Pick<FastifyInstance, 'db'>;
  viewer: CurrentUser;
  userId: string;
}): Promise<UserRow> {
  const { viewer, userId } = opts;
  if (!mayReadAccount(viewer, userId)) throw forbidden(ACCOUNT_MSG.otherUserForbidden);
  const [row] = await opts.deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound(ACCOUNT_MSG.userNotFound);
  return row;
}
