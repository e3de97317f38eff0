import { SEARCH_FOLD_SQL } from '@salones/shared/search';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { places } from './places.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    /** stored lower-cased */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin', 'super_admin'] })
      .notNull()
      .default('user'),
    active: boolean('active').notNull().default(false),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    /**
     * bumped on password change/reset: tokens carry it, older ones stop working
     * (docs/architecture.md#sessions-end-when-they-should)
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * WhatsApp notices (docs/whatsapp.md#consent): when the family ticked them and where (registro, solicitud,
     * cuenta); when they stopped them (the account, or 'BAJA'). On while opted in after the last opt-out.
     */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    whatsappOptInSource: text('whatsapp_opt_in_source', { enum: ['registro', 'solicitud', 'cuenta'] }),
    whatsappOptOutAt: timestamp('whatsapp_opt_out_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What staff search (list-users.ts): "name lastname", a line break, the e-mail — lower case, accents
     * folded by the shared map (normalizeSearch folds the query the same way). The line break, which
     * the query never contains, keeps a match from spanning the name and the e-mail.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`translate(lower(${users.name} || ' ' || ${users.lastname} || chr(10) || ${users.email}), '${sql.raw(SEARCH_FOLD_SQL.from)}', '${sql.raw(SEARCH_FOLD_SQL.to)}')`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role, t.name),
    index('users_place_idx').on(t.placeId),
    // the admin tables' order (list-users.ts): a page is read from the index, not sorted from all users
    index('users_name_order_idx').on(sql`lower(${t.name})`, sql`lower(${t.lastname})`, t.id),
    // one role's page in name order, read from the index alone; migration 0005 adds INCLUDE (name, lastname),
    // which drizzle's builder cannot express
    index('users_role_order_idx').on(t.role, sql`lower(${t.name})`, sql`lower(${t.lastname})`, t.id),
    // a WhatsApp message finds its customer by the phone's last ten digits (features/whatsapp/webhook-notices.ts)
    index('users_phone_digits_idx').on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`),
  ],
);

/**
 * Single-use secrets for activation and password reset, stored as SHA-256 hashes
 * (docs/architecture.md#activation, docs/architecture.md#password-reset).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId),
  ],
);
