// Recursos — the people a branch sends to its parties (animadores, fotógrafos, others). Staff of the branch keep
// the list and assign them to the branch's parties; one person is never at two parties whose hours overlap, in
// any salón (the database decides: docs/product.md "Staff resources").
import { z } from 'zod';
import { idField, inputText, okAnswer, okWithMsg } from './schema-helpers.ts';

export const RECURSO_NOMBRE_MAX = 60;
/** At most this many resources on one party. */
export const RECURSOS_PER_EVENT_MAX = 20;
export const RECURSO_TIPOS = ['animador', 'fotografo', 'otro'] as const;
export type RecursoTipo = (typeof RECURSO_TIPOS)[number];
export const RECURSO_TIPO_LABELS: Record<RecursoTipo, string> = {
  animador: 'Animador',
  fotografo: 'Fotógrafo',
  otro: 'Otro',
};

export const RECURSO_MSG = {
  nombreRequired: 'Escribe el nombre del recurso',
  nombreTooLong: `El nombre del recurso puede tener a lo más ${RECURSO_NOMBRE_MAX} caracteres`,
  nombreTaken: 'Ya hay un recurso con ese nombre en la sucursal',
  tipoInvalid: 'Elige el tipo del recurso: animador, fotógrafo u otro',
  activoInvalid: 'Indica si el recurso está activo (sí o no)',
  listInvalid: `Elige a lo más ${RECURSOS_PER_EVENT_MAX} recursos`,
  notOfBranch: 'Elige recursos activos de la sucursal de la fiesta',
  placeNotFound: 'No se encontró la sucursal',
  notFound: 'No se encontró el recurso',
  eventNotFound: 'No se encontró el evento',
  forbidden: 'Solo puedes administrar los recursos de tu sucursal',
  busy: (nombre: string) => `${nombre} ya tiene una fiesta a esa hora`,
  created: 'Recurso agregado',
  updated: 'Recurso guardado',
  deleted: 'Recurso eliminado',
  assigned: 'Recursos asignados',
} as const;

const recursoFields = {
  nombre: inputText({ error: RECURSO_MSG.nombreRequired })
    .trim()
    .min(1, RECURSO_MSG.nombreRequired)
    .max(RECURSO_NOMBRE_MAX, RECURSO_MSG.nombreTooLong),
  tipo: z.enum(RECURSO_TIPOS, { error: RECURSO_MSG.tipoInvalid }),
};

/** POST /api/lugares/{placeId}/recursos: a new resource is active. */
export const RecursoCreateSchema = z.object(recursoFields);
export type RecursoCreate = z.input<typeof RecursoCreateSchema>;
export type RecursoCreateInput = z.infer<typeof RecursoCreateSchema>;

/** PUT /api/lugares/{placeId}/recursos/{id}: the whole resource; an inactive one is no longer offered. */
export const RecursoUpdateSchema = z.object({
  ...recursoFields,
  activo: z.boolean({ error: RECURSO_MSG.activoInvalid }),
});
export type RecursoUpdate = z.input<typeof RecursoUpdateSchema>;
export type RecursoUpdateInput = z.infer<typeof RecursoUpdateSchema>;

/** PUT /api/event/{id}/recursos: the party's whole set of resources (an empty list frees them all). */
export const EventRecursosSchema = z.object({
  recursos: z
    .array(idField(), { error: RECURSO_MSG.listInvalid })
    .max(RECURSOS_PER_EVENT_MAX, RECURSO_MSG.listInvalid)
    .transform((ids) => [...new Set(ids)]),
});
export type EventRecursos = z.input<typeof EventRecursosSchema>;

export const RecursoDtoSchema = z.object({
  uid: z.string(),
  /** the branch's id */
  lugar: z.string(),
  nombre: z.string(),
  tipo: z.enum(RECURSO_TIPOS),
  activo: z.boolean(),
});
export type RecursoDto = z.infer<typeof RecursoDtoSchema>;

export const RecursoListResponseSchema = okAnswer({ recursos: z.array(RecursoDtoSchema) });
export const RecursoResponseSchema = okWithMsg({ recurso: RecursoDtoSchema });
export const EventRecursosResponseSchema = okAnswer({ recursos: z.array(RecursoDtoSchema) });
export const EventRecursosSavedSchema = okWithMsg({ recursos: z.array(RecursoDtoSchema) });
