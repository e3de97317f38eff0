import type { UserDto } from '@salones/shared/accounts';
import type { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The one place a user row becomes the API's user object (docs/architecture.md#identifiers-and-shapes); the
 * hash never leaves.
 */
export const toUserDto = (row: UserRow): UserDto => ({
  uid: row.id,
  _id: row.id,
  name: row.name,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  role: row.role,
  active: row.active,
  lugar: row.placeId,
});
