import { type Anyone, rolesHiddenFrom } from '@salones/shared/permissions';
import { normalizeSearch } from '@salones/shared/search';
import { and, asc, count, eq, like, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from './accounts.mapper.ts';

/** LIKE wildcards typed by the user are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin tables' users, searched and paged on the server. docs/product.md §2 /admin/admins and docs/architecture.md §3.1:
 * an admin never sees super_admins; 'staff' is everyone who is not a role user.
 */
export async function listUsers(opts: {
  db: Db;
  viewer: Anyone;
  role?: 'user' | 'staff';
  q?: string;
  page: number;
  limit: number;
}): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  const hidden = rolesHiddenFrom(opts.viewer);
  if (hidden.length) conditions.push(notInArray(users.role, hidden));
  if (opts.role === 'user') conditions.push(eq(users.role, 'user'));
  if (opts.role === 'staff') conditions.push(ne(users.role, 'user'));
  // Accent- and case-insensitive: the query folded like users.search_text ("name lastname", line
  // break, e-mail). Whitespace runs become one space, so the query never holds the line break and a
  // match never spans the name and the e-mail.
  const q = opts.q ? normalizeSearch(opts.q).replace(/\s+/g, ' ') : '';
  if (q) conditions.push(like(users.searchText, `%${escapeLike(q)}%`));
  const where = and(...conditions);
  const order = [asc(sql`lower(${users.name})`), asc(sql`lower(${users.lastname})`), asc(users.id)];
  // Issue #13.1: the page's ids are read in order from an index alone (users_role_order_idx for one role,
  // users_name_order_idx otherwise), skipping the earlier pages' entries without visiting their rows or
  // sorting; only the page's rows are then read. The total is a separate count.
  const skip = (opts.page - 1) * opts.limit;
  if (q) return searchPage(opts.db, where, skip, opts.limit);
  const pageIds = opts.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(skip)
    .as('page_ids');
  const [rows, [{ total }]] = await Promise.all([
    opts.db
      .select({ user: users })
      .from(pageIds)
      .innerJoin(users, eq(users.id, pageIds.id))
      .orderBy(...order),
    opts.db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map((r) => r.user), total };
}

/**
 * A search's page and its total in one query: the few matches come from the trigram index, are counted
 * (a window over all of them, before the LIMIT) and sorted, and only the page's rows are then read. The
 * inner LIMIT (never reached) fences the matches, or the planner may walk the name index and test every
 * user against the pattern. A page past the last match has no row to carry the total: it is counted apart.
 */
async function searchPage(db: Db, where: SQL | undefined, skip: number, limit: number) {
  const matches = db
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(users)
    .where(where)
    .limit(Number.MAX_SAFE_INTEGER)
    .as('matches');
  const pageIds = db
    .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(matches)
    .orderBy(asc(sql`lower(${matches.name})`), asc(sql`lower(${matches.lastname})`), asc(matches.id))
    .limit(limit)
    .offset(skip)
    .as('page_ids');
  const rows = await db
    .select({ user: users, total: pageIds.total })
    .from(pageIds)
    .innerJoin(users, eq(users.id, pageIds.id))
    .orderBy(asc(sql`lower(${users.name})`), asc(sql`lower(${users.lastname})`), asc(users.id));
  if (rows.length > 0) return { rows: rows.map((r) => r.user), total: rows[0].total };
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  return { rows: [], total };
}
