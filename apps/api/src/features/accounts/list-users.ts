import type { Role } from '@salones/shared/constants';
import { normalizeSearch } from '@salones/shared/search';
import { and, asc, count, eq, like, ne, type SQL, sql } from 'drizzle-orm';
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
  // Accent- and case-insensitive: the query folded like users.search_text ("name lastname", line
  // break, e-mail). Whitespace runs become one space, so the query never holds the line break and a
  // match never spans the name and the e-mail.
  const q = opts.q ? normalizeSearch(opts.q).replace(/\s+/g, ' ') : '';
  if (q) conditions.push(like(users.searchText, `%${escapeLike(q)}%`));
  const where = and(...conditions);
  // The total comes with the page (window count): one scan instead of two.
  const page = await opts.db
    .select({ user: users, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(sql`lower(${users.lastname})`), asc(users.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  if (page.length > 0) return { rows: page.map((r) => r.user), total: page[0].total };
  // Past the last page the window has no row to ride on: count separately.
  const [{ total }] = await opts.db.select({ total: count() }).from(users).where(where);
  return { rows: [], total };
}
