// Issue #13.4: what an account's audit entries record — a role change, an activation or deactivation, a
// deletion — one entry per kind of change, in the caller's transaction.
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
