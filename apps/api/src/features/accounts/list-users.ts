import type { Role } from '@salones/shared/constants';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from './accounts.mapper.ts';

/** LIKE wildcards typed by the user are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin tables' users, searched and paged on the server. spec §2 /admin/admins and DESIGN §3.1:
 * an admin never sees super_admins; 'staff' is everyone who is not a role user.
 */
export async function listUsers(opts: {
  db: Db;
  viewerRole: Role;
  role?: 'user' | 'staff';
  q?: string;
  page: number;
  limit: number;
}): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (opts.viewerRole !== 'super_admin') conditions.push(ne(users.role, 'super_admin'));
  if (opts.role === 'user') conditions.push(eq(users.role, 'user'));
  if (opts.role === 'staff') conditions.push(ne(users.role, 'user'));
  if (opts.q) {
    const pattern = `%${escapeLike(opts.q)}%`;
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.lastname, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.name} || ' ' || ${users.lastname}`, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const rows = await opts.db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(sql`lower(${users.lastname})`), asc(users.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  const [{ total }] = await opts.db.select({ total: count() }).from(users).where(where);
  return { rows, total };
}
