import type { ContactMessageDto } from '@salones/shared/contact';
import type { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const toContactMessageDto = (row: ContactMessageRow): ContactMessageDto => ({
  uid: row.id,
  _id: row.id,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  mailed: row.mailedAt !== null,
});
