// docs/product.md#5-validation-rules "Add location" / "Edit location",
// docs/product.md#3-entities-and-their-fields Place, docs/product.md#7-the-api-calls /api/locates.
import { z } from 'zod';
import { PHONE_MIN } from './constants.ts';
import { MSG } from './messages.ts';
import { optionalEmail, optionalInput, optionalText, requiredText, wholeNumber } from './schema-helpers.ts';
import { LEAD_DAYS, SLOT_MSG } from './slots.ts';

export const PLACE_MSG = {
  notFound: 'No se encontró la sucursal',
  slugTaken: 'Ya existe una sucursal con esa dirección web',
  slugReserved: 'Esa dirección web está reservada, elige otra',
  hasEvents: 'No se puede eliminar una sucursal con eventos registrados',
  mapUrlInvalid: 'La URL del mapa no es válida',
  /** ours, so spelled correctly; the spec's minimum message MSG.placePhoneMin keeps its 'numéro' */
  phoneTooLong: 'El número no puede contener más de 20 caracteres',
  textTooLong: 'El texto es demasiado largo',
  invalidBody: 'Datos no válidos',
} as const;

/** First path segments the web app uses for its own pages: a branch page may not take them. */
export const RESERVED_SLUGS = [
  'carrito',
  'descripcion',
  'pedidos',
  'admin',
  'activar',
  'reset',
  'pdf',
  'api',
  'uploads',
  'assets',
  // the log-in and registration pages
  'iniciar-sesion',
  // logging out without JavaScript (a form's post, never a page)
  'cerrar-sesion',
  'registro',
  // the party pages and their forms, /fiesta/{codigo}
  'fiesta',
] as const;

/** 'Sucursal Coyoacán Norte' → 'sucursal-coyoacan-norte': lower-case, no accents, dashes for spaces. */
export function toSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const isReservedSlug = (slug: string) => (RESERVED_SLUGS as readonly string[]).includes(slug);

const slugSchema = (required: string) =>
  requiredText(required)
    .max(80, PLACE_MSG.textTooLong)
    .transform(toSlug)
    .pipe(
      z
        .string()
        .min(1, required)
        .refine((s) => !isReservedSlug(s), PLACE_MSG.slugReserved),
    );

// docs/product.md#5-validation-rules: phone and whatsApp are optional, but at least 10 characters when given.
const optionalPhone = () =>
  optionalText()
    .refine((v) => v === '' || v.length >= PHONE_MIN, MSG.placePhoneMin)
    .refine((v) => v.length <= 20, PLACE_MSG.phoneTooLong);

/** A branch's address → a Google Maps search link (the branch page, and the party page when no map URL is set). */
export const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The pin of a Google Maps embed address (`…/maps/embed?pb=…!2d<lng>!3d<lat>…`), or null. */
function embedPin(url: string): string | null {
  const lng = /!2d(-?\d+(?:\.\d+)?)/.exec(url)?.[1];
  const lat = /!3d(-?\d+(?:\.\d+)?)/.exec(url)?.[1];
  return lng && lat ? `${lat},${lng}` : null;
}

/**
 * A link that opens the branch in a phone's maps app — Google's universal Maps URL, which the app answers on
 * Android and iOS and a browser elsewhere — never the embed address of the branch page's map (a bare map page
 * on a phone). The address when there is one, else the embed's pin, else a map link that is not an embed.
 */
export function mapsAppUrl(place: { direccion: string; mapaUrl: string }): string | null {
  const address = place.direccion.trim();
  if (address) return mapsSearchUrl(address);
  const url = place.mapaUrl.trim();
  if (!/^https:\/\//i.test(url)) return null;
  if (!/\/maps\/embed/i.test(url)) return url;
  const pin = embedPin(url);
  return pin ? mapsSearchUrl(pin) : null;
}

/** Google Maps hands out an `<iframe src="…">` snippet; keep only its address. */
export function extractMapUrl(value: string): string {
  const src = /\ssrc\s*=\s*["']([^"']+)["']/i.exec(value);
  return (src ? src[1] : value).trim();
}

const mapUrl = () =>
  optionalText()
    .transform(extractMapUrl)
    .refine(
      (v) => v === '' || (/^https:\/\/[^\s"'<>]+$/.test(v) && v.length <= 2000),
      PLACE_MSG.mapUrlInvalid,
    );

const text = (max: number) => optionalText().refine((v) => v.length <= max, PLACE_MSG.textTooLong);

const leadDays = () =>
  optionalInput(wholeNumber(SLOT_MSG.leadDaysRange, { min: LEAD_DAYS.min, max: LEAD_DAYS.max }));

// Key order is the order of the spec's checks: the API answers with the first failing one.
export const PlaceCreateRequestSchema = z.object(
  {
    sucursal: requiredText(MSG.sucursalRequired).max(120, PLACE_MSG.textTooLong),
    lugarname: slugSchema(MSG.lugarnameRequired),
    email: optionalEmail(MSG.emailInvalid),
    phone: optionalPhone(),
    whatsApp: optionalPhone(),
    horario: text(200),
    direccion: text(300),
    mapaURL: mapUrl(),
    /** Whole days a family's request needs (default LEAD_DAYS.default) */
    diasAnticipacion: leadDays(),
  },
  { error: PLACE_MSG.invalidBody },
);
export type PlaceCreateRequest = z.infer<typeof PlaceCreateRequestSchema>;

/** Edit: lugarname is required ('url del llugar es obligatoria'); a missing field keeps its value. */
export const PlaceUpdateRequestSchema = z.object(
  {
    lugarname: slugSchema(MSG.lugarnameEditRequired),
    sucursal: requiredText(MSG.sucursalRequired).max(120, PLACE_MSG.textTooLong).optional(),
    email: optionalEmail(MSG.emailInvalid).optional(),
    phone: optionalPhone().optional(),
    whatsApp: optionalPhone().optional(),
    horario: text(200).optional(),
    direccion: text(300).optional(),
    mapaURL: mapUrl().optional(),
    diasAnticipacion: leadDays(),
  },
  { error: PLACE_MSG.invalidBody },
);
export type PlaceUpdateRequest = z.infer<typeof PlaceUpdateRequestSchema>;

export const PlaceDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  sucursal: z.string(),
  lugarname: z.string(),
  direccion: z.string(),
  horario: z.string(),
  phone: z.string(),
  email: z.string(),
  mapaURL: z.string(),
  whatsApp: z.string(),
  /** Whole days a family's request needs between today (Mexico City) and the party */
  diasAnticipacion: z.number().int(),
});
export type PlaceDto = z.infer<typeof PlaceDtoSchema>;

/** The short form of a place embedded in other records (e.g. a package's `lugar`). */
export const PlaceRefDtoSchema = PlaceDtoSchema.pick({
  uid: true,
  _id: true,
  sucursal: true,
  lugarname: true,
});
export type PlaceRefDto = z.infer<typeof PlaceRefDtoSchema>;
