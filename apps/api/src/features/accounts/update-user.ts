import type { UserUpdateRequest } from '@salones/shared/accounts';
import { ACCOUNT_MSG, EMAIL_TAKEN } from '@salones/shared/accounts';
import { isId } from '@salones/shared/schema-helpers';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors.ts';
import { places, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAccountChange } from '../audit/record-account-change.ts';
import type { UserRow } from './accounts.mapper.ts';

/** docs/architecture.md#roles: what an admin may not do to an account; a super_admin may do all of it. */
function checkEditorMayEdit(
  editor: CurrentUser,
  target: UserRow,
  input: UserUpdateRequest,
  placeId: string | null | undefined,
) {
  if (editor.role === 'super_admin') return;
  if (target.role === 'super_admin') throw forbidden(ACCOUNT_MSG.masterAdminUntouchable);
  if (input.role === 'super_admin') throw forbidden(ACCOUNT_MSG.onlyMasterGrantsMaster);
  if (placeId !== undefined && placeId !== target.placeId) {
    throw forbidden(ACCOUNT_MSG.onlyMasterAssignsPlace);
  }
}

/** Staff lock themselves out otherwise: no one changes their own role or deactivates themselves. */
function checkNotLockingSelfOut(editor: CurrentUser, target: UserRow, input: UserUpdateRequest) {
  if (editor.id !== target.id) return;
  if ((input.role && input.role !== target.role) || input.active === false) {
    throw badRequest(ACCOUNT_MSG.cannotLockSelfOut);
  }
}

async function checkPlaceExists(db: Db, placeId: string | null | undefined) {
  if (!placeId) return;
  if (!isId(placeId)) throw badRequest(ACCOUNT_MSG.placeNotFound);
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId)).limit(1);
  if (!place) throw badRequest(ACCOUNT_MSG.placeNotFound);
}

/**
 * PUT /api/usuarios/{uid}. A new password or a deactivation bumps the session version, which ends
 * the account's open sessions and keeps them ended if it is activated again
 * (docs/architecture.md#sessions-end-when-they-should).
 */
export async function updateUser(opts: {
  db: Db;
  editor: CurrentUser;
  userId: string;
  input: UserUpdateRequest;
}): Promise<UserRow> {
  const { db, editor, input } = opts;
  const [target] = await db.select().from(users).where(eq(users.id, opts.userId)).limit(1);
  if (!target) throw notFound(ACCOUNT_MSG.userNotFound);
  // absent = unchanged; '' or null = no place
  const placeId = input.lugar === undefined ? undefined : input.lugar || null;
  checkEditorMayEdit(editor, target, input, placeId);
  checkNotLockingSelfOut(editor, target, input);
  await checkPlaceExists(db, placeId);

  const isDeactivating = input.active === false && target.active;
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          name: input.name,
          lastname: input.lastname,
          email: input.email,
          phone: input.phone,
          role: input.role,
          active: input.active,
          placeId,
          passwordHash,
          sessionVersion: passwordHash || isDeactivating ? sql`${users.sessionVersion} + 1` : undefined,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, target.id))
        .returning();
      if (!row) throw notFound(ACCOUNT_MSG.userNotFound);
      await recordAccountChange(tx, editor, target, row);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    if (isForeignKeyViolation(err)) throw badRequest(ACCOUNT_MSG.placeNotFound);
    throw err;
  }
}
