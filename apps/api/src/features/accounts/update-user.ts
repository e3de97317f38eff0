import type { UserUpdateRequest } from '@salones/shared/accounts';
import { ACCOUNT_MSG, EMAIL_TAKEN } from '@salones/shared/accounts';
import { editRefusal } from '@salones/shared/permissions';
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

/** What the editor may not change (permissions.ts `editRefusal`): 403, or 400 for locking themselves out. */
function checkEditorMayEdit(
  editor: CurrentUser,
  target: UserRow,
  input: UserUpdateRequest,
  placeId: string | null | undefined,
) {
  const refusal = editRefusal(editor, target, { role: input.role, active: input.active, placeId });
  if (refusal === 'cannotLockSelfOut') throw badRequest(ACCOUNT_MSG[refusal]);
  if (refusal) throw forbidden(ACCOUNT_MSG[refusal]);
}

async function checkPlaceExists(db: Db, placeId: string | null | undefined) {
  if (!placeId) return;
  if (!isId(placeId)) throw badRequest(ACCOUNT_MSG.placeNotFound);
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId)).limit(1);
  if (!place) throw badRequest(ACCOUNT_MSG.placeNotFound);
}

/**
 * PUT /api/usuarios/{uid}. A new password or a deactivation bumps the session version, which ends
 * the account's open sessions and keeps them ended if it is activated again (docs/architecture.md §3.15).
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
