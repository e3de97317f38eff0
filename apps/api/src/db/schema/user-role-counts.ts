import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Accounts per role: the dashboard's 'Usuarios' card reads the customers' row instead of counting every
 * account. Kept only by the database's trigger on users (migration 0018), in the same transaction as each
 * account made, deleted or given another role — never written by the app.
 */
export const userRoleCounts = pgTable('user_role_counts', {
  role: text('role').primaryKey(),
  accounts: integer('accounts').notNull().default(0),
});
