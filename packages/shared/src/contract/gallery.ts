// docs/product.md#7-the-api-calls /api/gallery: each branch's photo gallery.
import { z } from 'zod';
import { GalleryImageDtoSchema } from '../media.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

export const galleryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/gallery/{placeId}',
    params: idParams('placeId'),
    response: { 200: z.object({ ok: z.literal(true), galeria: z.array(GalleryImageDtoSchema) }) },
  }),
  /** multipart: one file in `imagen` (IMAGE_FIELD) and `sucursal`, repeating the place id of the path. */
  upload: defineRoute({
    method: 'POST',
    path: '/api/gallery/{placeId}',
    params: idParams('placeId'),
    consumes: ['multipart/form-data'],
    response: { 201: z.object({ ok: z.literal(true), image: GalleryImageDtoSchema, msg: z.string() }) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/gallery/{id}',
    params: idParams('id'),
    response: { 200: z.object({ ok: z.literal(true), imagen: GalleryImageDtoSchema }) },
  }),
};
