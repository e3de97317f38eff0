// docs/product.md#3-entities-and-their-fields "Footer settings" and docs/product.md#2-screens-and-routes
// /admin/footer.
import { z } from 'zod';
import { INPUT_MSG, MSG } from './messages.ts';
import { inputText } from './schema-helpers.ts';
import { isWebUrl } from './web-url.ts';

export const FOOTER_TEXT_FIELDS = [
  'descripcion',
  'direccion',
  'emailContacto',
  'emailTrabajo',
  'phone1',
  'phone2',
  'phone3',
  'urlFacebook',
  'urlInstagram',
  'urlTwitter',
  'urlYoutube',
] as const;
export const FOOTER_FLAG_FIELDS = [
  'activeDescripcion',
  'activeDireccion',
  'activeContacto',
  'activeTrabajo',
  'activePhone1',
  'activePhone2',
  'activePhone3',
  'activeFacebook',
  'activeInstagram',
  'activeTwitter',
  'activeYoutube',
] as const;

const TOO_LONG = 'El texto es demasiado largo';

/** Absent → unchanged; null or blank → ''. */
const text = (max: number) =>
  inputText({ error: 'Texto no válido' })
    .trim()
    .max(max, TOO_LONG)
    .nullish()
    .transform((v) => (v === null ? '' : v));

/**
 * Like `text`, but a non-empty value must be an e-mail (docs/product.md#5-validation-rules: 'El email no es
 * valido').
 */
const email = () =>
  text(254).pipe(
    z.union([z.undefined(), z.literal(''), z.email(MSG.emailInvalid).transform((v) => v.toLowerCase())], {
      error: MSG.emailInvalid,
    }),
  );

/** A social link: blank, or a web address (`isWebUrl`) — never `javascript:` or `data:`. */
const webUrl = () =>
  text(500).refine((v) => v === undefined || v === '' || isWebUrl(v), INPUT_MSG.webUrlInvalid);

const flag = () => z.boolean({ error: 'Valor de mostrar no válido' }).optional();

/**
 * PUT /api/footer/{id}: every field optional; footer address and description are optional
 * (docs/product.md#5-validation-rules).
 */
export const FOOTER_MSG = {
  notFound: 'No se encontró el footer',
  updated: 'Footer actualizado',
} as const;

export const FooterUpdateRequestSchema = z.object({
  descripcion: text(2000),
  direccion: text(500),
  emailContacto: email(),
  emailTrabajo: email(),
  phone1: text(30),
  phone2: text(30),
  phone3: text(30),
  urlFacebook: webUrl(),
  urlInstagram: webUrl(),
  urlTwitter: webUrl(),
  urlYoutube: webUrl(),
  activeDescripcion: flag(),
  activeDireccion: flag(),
  activeContacto: flag(),
  activeTrabajo: flag(),
  activePhone1: flag(),
  activePhone2: flag(),
  activePhone3: flag(),
  activeFacebook: flag(),
  activeInstagram: flag(),
  activeTwitter: flag(),
  activeYoutube: flag(),
});
export type FooterUpdateRequest = z.input<typeof FooterUpdateRequestSchema>;

export const FooterDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  ...Object.fromEntries(FOOTER_TEXT_FIELDS.map((f) => [f, z.string()])),
  ...Object.fromEntries(FOOTER_FLAG_FIELDS.map((f) => [f, z.boolean()])),
} as { uid: z.ZodString; _id: z.ZodString } & Record<(typeof FOOTER_TEXT_FIELDS)[number], z.ZodString> &
  Record<(typeof FOOTER_FLAG_FIELDS)[number], z.ZodBoolean>);
export type FooterDto = z.infer<typeof FooterDtoSchema>;
