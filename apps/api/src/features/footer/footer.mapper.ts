import type { FooterDto } from '@salones/shared/footer';
import type { footerSettings } from '../../db/schema/index.ts';

export type FooterRow = typeof footerSettings.$inferSelect;

/**
 * docs/product.md#3-entities-and-their-fields "Footer settings": the same names as the contract, plus the id
 * as uid and _id.
 */
export const toFooterDto = ({ id, createdAt: _createdAt, ...fields }: FooterRow): FooterDto => ({
  uid: id,
  _id: id,
  ...fields,
});
