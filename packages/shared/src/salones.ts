// Salones — the rooms of a branch, each with the head counts it holds. Every branch has at least one active
// salón: a new branch starts with 'Salón principal' (the database adds it), and the last active one can be
// neither deactivated nor deleted. Staff of the branch manage them; families see the active ones.
import { z } from 'zod';
import { ATTENDANCE_BANDS } from './constants.ts';
import { inputText, okAnswer, okWithMsg, optionalText, wholeNumber } from './schema-helpers.ts';

export const SALON_NOMBRE_MAX = 60;
export const SALON_DESCRIPCION_MAX = 500;
/** The largest head count a salón may say it holds. */
export const SALON_CAPACIDAD_MAX = 5000;

/** The salón every branch starts with; its capacity is the seed's head-count bands (50–150). */
export const PRINCIPAL_SALON = {
  nombre: 'Salón principal',
  capacidadMin: ATTENDANCE_BANDS.basico.min,
  capacidadMax: ATTENDANCE_BANDS.grande.max,
} as const;

export const SALON_MSG = {
  nombreRequired: 'Escribe el nombre del salón',
  nombreTooLong: `El nombre del salón puede tener a lo más ${SALON_NOMBRE_MAX} caracteres`,
  nombreTaken: 'Ya hay un salón con ese nombre en la sucursal',
  capacidadMinInvalid: `La capacidad mínima debe ser un número entero de 1 a ${SALON_CAPACIDAD_MAX}`,
  capacidadMaxInvalid: `La capacidad máxima debe ser un número entero de 1 a ${SALON_CAPACIDAD_MAX}`,
  capacidadRange: 'La capacidad mínima no puede ser mayor que la máxima',
  ordenInvalid: 'El orden debe ser un número entero de 0 a 999',
  descripcionTooLong: `La descripción puede tener a lo más ${SALON_DESCRIPCION_MAX} caracteres`,
  activoInvalid: 'Indica si el salón está activo (sí o no)',
  placeNotFound: 'No se encontró la sucursal',
  notFound: 'No se encontró el salón',
  forbidden: 'Solo puedes administrar los salones de tu sucursal',
  hasParties: 'El salón tiene fiestas o apartados; desactívalo en su lugar',
  lastActive: 'La sucursal necesita al menos un salón activo',
  created: 'Salón agregado',
  updated: 'Salón guardado',
  deleted: 'Salón eliminado',
  noneFits: (personas: number) => `Ningún salón disponible para ${personas} personas ese día y turno`,
  doesNotFit: (nombre: string, min: number, max: number) =>
    `El salón ${nombre} es para ${min} a ${max} personas`,
} as const;

/** Whether a salón holds a party of `personas`. */
export const salonFits = (s: { capacidadMin: number; capacidadMax: number }, personas: number) =>
  personas >= s.capacidadMin && personas <= s.capacidadMax;

/** A free salón of a slot, as availability lists it. */
export const FreeSalonDtoSchema = z.object({
  uid: z.string(),
  nombre: z.string(),
  capacidadMin: z.number().int(),
  capacidadMax: z.number().int(),
});
export type FreeSalonDto = z.infer<typeof FreeSalonDtoSchema>;

/** `salon` of a request body: a salón's uid; absent, null or blank lets the server choose. */
export const salonField = () =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string({ error: SALON_MSG.notFound }).trim().max(100, SALON_MSG.notFound).optional(),
  );

const capacidad = (message: string) => wholeNumber(message, { min: 1, max: SALON_CAPACIDAD_MAX });

const salonFields = {
  nombre: inputText({ error: SALON_MSG.nombreRequired })
    .trim()
    .min(1, SALON_MSG.nombreRequired)
    .max(SALON_NOMBRE_MAX, SALON_MSG.nombreTooLong),
  capacidadMin: capacidad(SALON_MSG.capacidadMinInvalid),
  capacidadMax: capacidad(SALON_MSG.capacidadMaxInvalid),
  descripcion: optionalText().pipe(z.string().max(SALON_DESCRIPCION_MAX, SALON_MSG.descripcionTooLong)),
};
const capacidadInOrder = <T extends { capacidadMin: number; capacidadMax: number }>(v: T) =>
  v.capacidadMin <= v.capacidadMax;
const rangeIssue = { message: SALON_MSG.capacidadRange, path: ['capacidadMax'] };

/** POST /api/lugares/{placeId}/salones: a new salón goes last and active. */
export const SalonCreateSchema = z.object(salonFields).refine(capacidadInOrder, rangeIssue);
export type SalonCreate = z.input<typeof SalonCreateSchema>;
export type SalonCreateInput = z.infer<typeof SalonCreateSchema>;

/** PUT /api/lugares/{placeId}/salones/{id}: the whole salón, with its place in the list and whether it is offered. */
export const SalonUpdateSchema = z
  .object({
    ...salonFields,
    orden: wholeNumber(SALON_MSG.ordenInvalid, { min: 0, max: 999 }),
    activo: z.boolean({ error: SALON_MSG.activoInvalid }),
  })
  .refine(capacidadInOrder, rangeIssue);
export type SalonUpdate = z.input<typeof SalonUpdateSchema>;
export type SalonUpdateInput = z.infer<typeof SalonUpdateSchema>;

/** GET …/salones: families get the active ones; `todos=true` (the branch's staff) every one. */
export const SalonListQuerySchema = z.object({
  todos: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const SalonDtoSchema = z.object({
  uid: z.string(),
  /** the branch's id */
  lugar: z.string(),
  nombre: z.string(),
  capacidadMin: z.number().int(),
  capacidadMax: z.number().int(),
  /** the list is shown by `orden`, then by when each was added */
  orden: z.number().int(),
  activo: z.boolean(),
  descripcion: z.string(),
});
export type SalonDto = z.infer<typeof SalonDtoSchema>;

export const SalonListResponseSchema = okAnswer({ salones: z.array(SalonDtoSchema) });
export const SalonResponseSchema = okWithMsg({ salon: SalonDtoSchema });
