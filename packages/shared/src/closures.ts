// Closures (cierres) — date ranges a branch, one salón of a branch, or every branch is closed, with the reason
// families see on the calendar (a turno reads 'cerrado' only when every salón of the branch is closed). Staff manage them: super_admin for every branch, an admin with a `lugar` for theirs.
import { z } from 'zod';
import { dateInput, idField, inputText, okAnswer, okWithMsg, optionalInput } from './schema-helpers.ts';

export const CLOSURE_MSG = {
  desdeRequired: 'Indica desde qué día cierra la sucursal (AAAA-MM-DD)',
  hastaRequired: 'Indica hasta qué día cierra la sucursal (AAAA-MM-DD)',
  rangeInvalid: 'La fecha final no puede ser anterior a la inicial',
  rangeTooLong: 'Un cierre puede durar a lo más 366 días',
  motivoRequired: 'Escribe el motivo del cierre',
  motivoTooLong: 'El motivo puede tener a lo más 200 caracteres',
  placeNotFound: 'No se encontró la sucursal',
  salonNeedsPlace: 'Elige la sucursal del salón',
  salonNotFound: 'No se encontró el salón en la sucursal',
  notFound: 'No se encontró el cierre',
  forbidden: 'Solo puedes administrar los cierres de tu sucursal',
  created: 'Cierre guardado',
  deleted: 'Cierre eliminado',
  /** the audit log's note when staff book a closed day anyway (`forzarCierre`) */
  forced: (motivo: string) => `Reservado en un día cerrado (${motivo})`,
} as const;

/** The longest closure, in days: a year covers any holiday season or works. */
export const MAX_CLOSURE_DAYS = 366;
export const CLOSURE_MOTIVO_MAX = 200;

/** POST /api/cierres: no `lugar` = every branch; no `salon` = every salón of the branch. */
export const ClosureCreateSchema = z
  .object({
    lugar: optionalInput(idField()),
    salon: optionalInput(idField()),
    // a missing date is an empty one: the same Spanish message
    desde: z.preprocess((v) => v ?? '', dateInput(CLOSURE_MSG.desdeRequired)),
    hasta: z.preprocess((v) => v ?? '', dateInput(CLOSURE_MSG.hastaRequired)),
    motivo: inputText({ error: CLOSURE_MSG.motivoRequired })
      .trim()
      .min(1, CLOSURE_MSG.motivoRequired)
      .max(CLOSURE_MOTIVO_MAX, CLOSURE_MSG.motivoTooLong),
  })
  .refine((v) => !v.salon || !!v.lugar, { message: CLOSURE_MSG.salonNeedsPlace, path: ['lugar'] })
  .refine((v) => v.desde <= v.hasta, { message: CLOSURE_MSG.rangeInvalid, path: ['hasta'] })
  .refine((v) => Date.parse(v.hasta) - Date.parse(v.desde) < MAX_CLOSURE_DAYS * 86_400_000, {
    message: CLOSURE_MSG.rangeTooLong,
    path: ['hasta'],
  });
export type ClosureCreate = z.input<typeof ClosureCreateSchema>;
export type ClosureCreateInput = z.infer<typeof ClosureCreateSchema>;

/** GET /api/cierres?lugar=: a branch's closures and those of every branch; staff of one branch get theirs. */
export const ClosureListQuerySchema = z.object({ lugar: optionalInput(idField()) });

export const ClosureDtoSchema = z.object({
  _id: z.string(),
  /** the branch's id, or null for every branch */
  lugar: z.string().nullable(),
  /** the branch's name, or null for every branch */
  sucursal: z.string().nullable(),
  /** the closed salón's id, or null for every salón of the branch */
  salon: z.string().nullable(),
  /** the closed salón's name, or null */
  salonNombre: z.string().nullable(),
  desde: z.string().describe("'YYYY-MM-DD'"),
  hasta: z.string().describe("'YYYY-MM-DD', included"),
  motivo: z.string(),
  creadoEl: z.string().describe('ISO 8601 date-time (UTC)'),
});
export type ClosureDto = z.infer<typeof ClosureDtoSchema>;

export const ClosureListResponseSchema = okAnswer({
  /** ending soonest first; past closures are left out */
  cierres: z.array(ClosureDtoSchema),
});
export const ClosureResponseSchema = okWithMsg({ cierre: ClosureDtoSchema });
