import type { GalleryImageDto } from '@salones/shared/media';
import type { galleryImages } from '../../db/schema/index.ts';
import { imageUrls } from '../../lib/storage.ts';

export const toGalleryImageDto = (row: typeof galleryImages.$inferSelect): GalleryImageDto => ({
  uid: row.id,
  _id: row.id,
  ...imageUrls(row.image),
  lugar: row.placeId,
  sucursal: row.placeId,
});
