// docs/product.md#5-validation-rules "Gallery and slide uploads", docs/architecture.md#images: one jpeg or
// png, at most 5 MB, multipart field `imagen`.
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from './constants.ts';

export const IMAGE_FIELD = 'imagen';
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export { MAX_UPLOAD_BYTES };

export const MEDIA_MSG = {
  tooLarge: 'La imagen no puede pesar más de 5 MB',
  wrongType: 'Solo se permiten imágenes JPG o PNG',
  tooManyPixels: 'La imagen es demasiado grande, usa una de menos de 40 megapíxeles',
  missing: 'Selecciona una imagen para subir',
  onlyOneFile: 'Sube una sola imagen, en el campo imagen',
  unexpectedField: 'El formulario de la imagen trae campos que no se esperaban',
  malformed: 'No se pudo leer la imagen enviada; intenta subirla de nuevo',
  added: 'Se agrego una nueva imagen',
  notFound: 'No se encontró la imagen',
} as const;

export const SlideDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  /** '/uploads/…' address of the web-sized WebP */
  imagen: z.string(),
  /** '/uploads/…' address of the thumbnail WebP */
  thumb: z.string(),
});
export type SlideDto = z.infer<typeof SlideDtoSchema>;

export const GalleryImageDtoSchema = SlideDtoSchema.extend({
  /** place id; the spec also calls it `sucursal` */
  lugar: z.string(),
  sucursal: z.string(),
});
export type GalleryImageDto = z.infer<typeof GalleryImageDtoSchema>;
