import type { SlideDto } from '@salones/shared/media';
import type { slides } from '../../db/schema/index.ts';
import { imageUrls } from '../../lib/storage.ts';

export type SlideRow = typeof slides.$inferSelect;

export const toSlideDto = (row: SlideRow): SlideDto => ({
  uid: row.id,
  _id: row.id,
  ...imageUrls(row.image),
});
