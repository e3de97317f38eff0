// A branch's turnos by weekday: which turnos run each day of the week, their hours, and the minutes a salón needs
// between two parties to be cleaned. A branch that never set its own runs DEFAULT_TURNO_SCHEDULE: the chain's two
// turnos every day at their usual hours. These rules are the one home of what makes a schedule valid.
import { z } from 'zod';
import { TURNOS } from './constants.ts';
import type { IsoDate } from './dates.ts';
import { TURNO_HOURS } from './party-hours.ts';
import { inputText, okAnswer, okWithMsg } from './schema-helpers.ts';
import { diaOf, runsOn } from './turno-days.ts';

export const TURNO_NOMBRE_MAX = 24;
export const MAX_TURNOS_PER_DAY = 6;
export const LIMPIEZA_MAX_MIN = 240;
/** 0 = domingo … 6 = sábado, as JavaScript's getUTCDay and PostgreSQL's dow count them. */
export const DIA_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
/** How many booked dates the refusal of a schedule change lists. */
export const BOOKED_DATES_LISTED = 5;

export interface TurnoDef {
  nombre: string;
  /** 'HH:MM', 24 h */
  inicio: string;
  fin: string;
  /** weekdays it runs, 0 = domingo … 6 = sábado, ascending */
  dias: number[];
}
export interface TurnoSchedule {
  turnos: TurnoDef[];
  /** minutes a salón needs between two parties */
  limpiezaMin: number;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** The seed's turnos every day at their usual hours, an hour apart to clean and set up. */
export const DEFAULT_TURNO_SCHEDULE: TurnoSchedule = {
  turnos: TURNOS.map((nombre) => ({
    nombre,
    inicio: TURNO_HOURS[nombre].entrada,
    fin: TURNO_HOURS[nombre].salida,
    dias: EVERY_DAY,
  })),
  limpiezaMin: 60,
};

export const TURNO_MSG = {
  turnosRequired: 'Agrega al menos un turno',
  nombreRequired: 'Escribe el nombre del turno',
  nombreTooLong: `El nombre del turno puede tener a lo más ${TURNO_NOMBRE_MAX} caracteres`,
  nombreRepeated: (nombre: string) => `Hay dos turnos llamados ${nombre}`,
  horaInvalid: 'Escribe las horas como HH:MM (de 00:00 a 23:59)',
  inicioAfterFin: (nombre: string) => `El turno ${nombre} debe terminar después de empezar`,
  diasRequired: (nombre: string) => `Elige al menos un día para el turno ${nombre}`,
  diaInvalid: 'Los días van de 0 (domingo) a 6 (sábado)',
  overlap: (a: string, b: string, dia: number, limpiezaMin: number) =>
    `Los turnos ${a} y ${b} se enciman el ${DIA_NAMES[dia]} (contando ${limpiezaMin} min de limpieza)`,
  tooMany: (dia: number) => `A lo más ${MAX_TURNOS_PER_DAY} turnos por día: el ${DIA_NAMES[dia]} tiene más`,
  limpiezaInvalid: `La limpieza entre fiestas debe ser un número entero de 0 a ${LIMPIEZA_MAX_MIN} minutos`,
  placeNotFound: 'No se encontró la sucursal',
  forbidden: 'Solo puedes administrar los turnos de tu sucursal',
  dropsParties: (turno: string, fechas: string[], more: boolean) =>
    `El turno ${turno} tiene fiestas o apartados el ${fechas.join(', ')}${more ? '…' : ''}; no puede dejar de correr esos días`,
  saved: 'Turnos guardados',
  notThatDay: 'Ese turno no está disponible ese día',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'HH:MM' → minutes since midnight. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The turnos that run on a weekday, by their start. */
export const turnosOfDay = (schedule: TurnoSchedule, dia: number) =>
  schedule.turnos
    .filter((t) => t.dias.includes(dia))
    .sort((a, b) => minutesOf(a.inicio) - minutesOf(b.inicio));

/**
 * The turnos of one or more branches' schedules in the order of the day: by start (a name several branches run,
 * at its earliest), then by name. The staff screens give each turno a column and a colour in this order.
 */
export function turnosInDayOrder(schedules: TurnoSchedule[]): string[] {
  const startOf = new Map<string, number>();
  for (const schedule of schedules)
    for (const t of schedule.turnos) {
      const start = minutesOf(t.inicio);
      const known = startOf.get(t.nombre);
      if (known === undefined || start < known) startOf.set(t.nombre, start);
    }
  return [...startOf]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0], 'es-MX'))
    .map(([nombre]) => nombre);
}

/** `turnos` followed by those of `seen` it lacks (a turno a schedule no longer has, on its old parties). */
export const withTurnosSeen = (turnos: readonly string[], seen: Iterable<string>) => [
  ...turnos,
  ...[...new Set(seen)].filter((t) => !turnos.includes(t)),
];

/** Whether two turnos of one day leave the salón its cleaning time: one may start when the other ends plus it. */
export const turnosOverlap = (a: TurnoDef, b: TurnoDef, limpiezaMin: number) =>
  minutesOf(a.inicio) < minutesOf(b.fin) + limpiezaMin &&
  minutesOf(b.inicio) < minutesOf(a.fin) + limpiezaMin;

/** What is wrong with a schedule whose fields are each well-formed, in Spanish; null when it is valid. */
export function scheduleProblem(
  schedule: TurnoSchedule,
): { message: string; path: (string | number)[] } | null {
  const seen = new Set<string>();
  for (const [i, t] of schedule.turnos.entries()) {
    const key = t.nombre.toLocaleLowerCase('es-MX');
    if (seen.has(key)) return { message: TURNO_MSG.nombreRepeated(t.nombre), path: ['turnos', i, 'nombre'] };
    seen.add(key);
    if (minutesOf(t.inicio) >= minutesOf(t.fin))
      return { message: TURNO_MSG.inicioAfterFin(t.nombre), path: ['turnos', i, 'fin'] };
  }
  for (const dia of EVERY_DAY) {
    const day = turnosOfDay(schedule, dia);
    if (day.length > MAX_TURNOS_PER_DAY) return { message: TURNO_MSG.tooMany(dia), path: ['turnos'] };
    for (let i = 0; i < day.length; i++)
      for (let j = i + 1; j < day.length; j++)
        if (turnosOverlap(day[i], day[j], schedule.limpiezaMin))
          return {
            message: TURNO_MSG.overlap(day[i].nombre, day[j].nombre, dia, schedule.limpiezaMin),
            path: ['turnos'],
          };
  }
  return null;
}

const hora = inputText({ error: TURNO_MSG.horaInvalid }).trim().regex(HH_MM, TURNO_MSG.horaInvalid);
const TurnoDefSchema = z
  .object({
    nombre: inputText({ error: TURNO_MSG.nombreRequired })
      .trim()
      .min(1, TURNO_MSG.nombreRequired)
      .max(TURNO_NOMBRE_MAX, TURNO_MSG.nombreTooLong),
    inicio: hora,
    fin: hora,
    dias: z.array(
      z
        .number({ error: TURNO_MSG.diaInvalid })
        .int(TURNO_MSG.diaInvalid)
        .min(0, TURNO_MSG.diaInvalid)
        .max(6, TURNO_MSG.diaInvalid),
      {
        error: TURNO_MSG.diaInvalid,
      },
    ),
  })
  .superRefine((t, ctx) => {
    if (t.dias.length === 0)
      ctx.addIssue({ code: 'custom', message: TURNO_MSG.diasRequired(t.nombre), path: ['dias'] });
  })
  .transform((t) => ({ ...t, dias: [...new Set(t.dias)].sort((a, b) => a - b) }));

/** PUT /api/lugares/{placeId}/turnos: the whole schedule. */
export const TurnoScheduleSchema = z
  .object({
    turnos: z
      .array(TurnoDefSchema, { error: TURNO_MSG.turnosRequired })
      .min(1, TURNO_MSG.turnosRequired)
      .max(7 * MAX_TURNOS_PER_DAY, TURNO_MSG.tooMany(0)),
    limpiezaMin: z
      .number({ error: TURNO_MSG.limpiezaInvalid })
      .int(TURNO_MSG.limpiezaInvalid)
      .min(0, TURNO_MSG.limpiezaInvalid)
      .max(LIMPIEZA_MAX_MIN, TURNO_MSG.limpiezaInvalid),
  })
  .superRefine((schedule, ctx) => {
    const problem = scheduleProblem(schedule);
    if (problem) ctx.addIssue({ code: 'custom', ...problem });
  });
export type TurnoScheduleRequest = z.input<typeof TurnoScheduleSchema>;

const TurnoDefDtoSchema = z.object({
  nombre: z.string(),
  inicio: z.string().describe("'HH:MM'"),
  fin: z.string().describe("'HH:MM'"),
  dias: z.array(z.number().int()).describe('0 = domingo … 6 = sábado'),
});
const scheduleShape = {
  turnos: z.array(TurnoDefDtoSchema),
  limpiezaMin: z.number().int(),
  /** true: the branch never set its own and runs the chain's */
  predeterminado: z.boolean(),
};
export const TurnoScheduleResponseSchema = okAnswer(scheduleShape);
export const TurnoScheduleSavedSchema = okWithMsg(scheduleShape);
export type TurnoScheduleDto = z.infer<typeof TurnoScheduleResponseSchema>;

/** A live party or hold of a branch on a date, in a turno. */
export interface BookedSlot {
  fecha: IsoDate;
  turno: string;
}
export { diaOf, runsOn } from './turno-days.ts';

/**
 * The booked slots a new schedule would drop — those whose turno no longer runs on their weekday — by turno, each
 * turno's dates ascending. A schedule change must never move or drop a booked party.
 */
export function droppedBookings(schedule: TurnoSchedule, booked: BookedSlot[]): Map<string, IsoDate[]> {
  const runs = new Map(schedule.turnos.map((t) => [t.nombre, new Set(t.dias)]));
  const dropped = new Map<string, IsoDate[]>();
  for (const slot of booked) {
    if (runs.get(slot.turno)?.has(diaOf(slot.fecha))) continue;
    dropped.set(slot.turno, [...(dropped.get(slot.turno) ?? []), slot.fecha]);
  }
  for (const fechas of dropped.values()) fechas.sort();
  return dropped;
}

/**
 * Whether a turno asked for has the shape of a turno's name (1–24 characters); whether it is one of the branch's
 * turnos, and runs that day, only the branch's schedule says.
 */
export const isTurnoName = (turno: unknown): turno is string =>
  typeof turno === 'string' && turno.trim().length >= 1 && turno.length <= TURNO_NOMBRE_MAX;

/** The names of a schedule's turnos, whatever days they run. */
export const turnoNamesOf = (schedule: TurnoSchedule) => schedule.turnos.map((t) => t.nombre);

/** A party's entrada and salida ('HH:MM'). */
export type Hours = { entrada: string; salida: string };

/** A turno's hours in the schedule as a party's entrada and salida, or null when it has no such turno. */
export function turnoHoursIn(schedule: TurnoSchedule, turno: string): Hours | null {
  const t = schedule.turnos.find((x) => x.nombre === turno);
  return t ? { entrada: t.inicio, salida: t.fin } : null;
}

/**
 * A party's hours once another turno is chosen in a staff form: each hour that is empty, or still one of the
 * `replaceable` hours (the turno chosen before, the party's hours before the change), takes the new turno's;
 * an hour staff typed themselves stays. A turno the schedule lacks changes nothing.
 */
export function hoursForTurno(
  current: Hours,
  next: Hours | null,
  replaceable: ReadonlyArray<Hours | null>,
): Hours {
  if (!next) return current;
  const take = (field: keyof Hours) =>
    current[field] === '' || replaceable.some((h) => h?.[field] === current[field])
      ? next[field]
      : current[field];
  return { entrada: take('entrada'), salida: take('salida') };
}

/** Whether the schedule runs a turno of that name on the weekday of `fecha` (a slot may only be booked then). */
export const turnoRunsOn = (schedule: TurnoSchedule, turno: string, fecha: IsoDate) =>
  schedule.turnos.some((t) => t.nombre === turno && runsOn(t, fecha));
