import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { users } from './users.ts';

/** A family's fiscal data ('Datos de facturación'): the receiver of its CFDI, checked before it is stored. */
export const fiscalData = pgTable('fiscal_data', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rfc: text('rfc').notNull(),
  razonSocial: text('razon_social').notNull(),
  regimenFiscal: text('regimen_fiscal').notNull(),
  codigoPostal: text('codigo_postal').notNull(),
  usoCfdi: text('uso_cfdi').notNull(),
  email: text('email').notNull(),
  /** the PAC's customer, once it checked the data against SAT's records (null: invoicing off when saved) */
  pacCustomerId: text('pac_customer_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
