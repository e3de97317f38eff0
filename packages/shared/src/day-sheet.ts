// The day sheet (Hoja del día): what the kitchen and the floor read in the morning — each salón of a branch with
// its parties of the day in turno order: hours, package, head count, menu, extras and the resources assigned.
import { z } from 'zod';
import { dateInput, idField, okAnswer } from './schema-helpers.ts';

export const DAY_SHEET_MSG = {
  fechaInvalid: 'Escribe la fecha como AAAA-MM-DD',
  placeNotFound: 'No se encontró la sucursal',
  forbidden: 'Solo puedes ver la hoja del día de tu sucursal',
  noParties: 'Sin fiestas',
} as const;

/** The menu fields of a party, in the order the sheet prints them, labelled as on the event form. */
export const DAY_SHEET_MENU = [
  ['guisado', 'Guisado 1'],
  ['guisado1', 'Guisado 2'],
  ['guisado2', 'Guisado 3'],
  ['guisado3', 'Guisado 4'],
  ['guisado4', 'Guisado 5'],
  ['infantil', 'Menú infantil'],
  ['pastel', 'Pastel'],
  ['piñata', 'Piñata'],
  ['refrescos', 'Refrescos'],
  ['agua', 'Agua'],
  ['dulceros', 'Dulceros'],
  ['show', 'Show'],
] as const;
export type DaySheetMenuField = (typeof DAY_SHEET_MENU)[number][0];

export const DaySheetParamsSchema = z.object({
  placeId: idField(),
  fecha: dateInput(DAY_SHEET_MSG.fechaInvalid),
});

const FiestaSchema = z.object({
  uid: z.string(),
  nombre: z.string(),
  cliente: z.string(),
  turno: z.string(),
  /** the turno's hours in the branch's schedule, 'HH:MM' ('' when the turno no longer runs that day) */
  inicio: z.string(),
  fin: z.string(),
  /** the hours written on the event, when any */
  entrada: z.string(),
  salida: z.string(),
  paquete: z.string(),
  personas: z.number().int(),
  /** only the menu fields filled in, labelled */
  menu: z.array(z.object({ campo: z.string(), valor: z.string() })),
  adicionales: z.array(z.object({ uid: z.string(), nombre: z.string(), piezas: z.number().int() })),
  recursos: z.array(z.object({ uid: z.string(), nombre: z.string(), tipo: z.string() })),
  comentarios: z.string(),
});
export type DaySheetFiesta = z.infer<typeof FiestaSchema>;

export const DaySheetSchema = okAnswer({
  fecha: z.string(),
  lugar: z.object({ uid: z.string(), nombre: z.string() }),
  /** the branch's salones by `orden` (inactive ones only when they hold a party that day) */
  salones: z.array(z.object({ uid: z.string(), nombre: z.string(), fiestas: z.array(FiestaSchema) })),
});
export type DaySheet = z.infer<typeof DaySheetSchema>;
