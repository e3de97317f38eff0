// What an account's audit entries record — a role change, an activation or deactivation, a
// deletion — one entry per kind of change, in the caller's transaction. Who records one: staff's edit and
// deletion (update-user.ts, delete-user.ts) and the owner's own activation link (activate-account.ts).
// Not recorded: an account's creation (registration, staff's new admin) is no change of an account, and
// neither is the super_admin that start-up creates (seed/prepare-database.ts), made by no one. Start-up's
// ADMIN_EMAIL promoting or reactivating an existing account is the server's configuration, not an
// account's action: it has no actor to name and is not recorded either (the operator owns that setting).
import type { users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { type AuditActor, recordAudit } from './record-audit.ts';

type Account = Pick<typeof users.$inferSelect, 'id' | 'name' | 'lastname' | 'email' | 'role' | 'active'>;

const subjectOf = (a: Account) => `${`${a.name} ${a.lastname}`.trim()} (${a.email})`;

/** `after` null: the account was deleted. */
export async function recordAccountChange(tx: Tx, actor: AuditActor, before: Account, after: Account | null) {
  const entry = { actor, accountId: before.id, subject: subjectOf(after ?? before) };
  if (!after) {
    const { role, active, email } = before;
    await recordAudit(tx, {
      ...entry,
      kind: 'account_deleted',
      before: { email, role, active },
      after: null,
    });
    return;
  }
  if (after.role !== before.role)
    await recordAudit(tx, {
      ...entry,
      kind: 'account_role',
      before: { role: before.role },
      after: { role: after.role },
    });
  if (after.active !== before.active)
    await recordAudit(tx, {
      ...entry,
      kind: 'account_active',
      before: { active: before.active },
      after: { active: after.active },
    });
}
