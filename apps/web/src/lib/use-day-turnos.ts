import { normalizeDate } from '@salones/shared/dates';
import { DEFAULT_TURNO_SCHEDULE, diaOf, type TurnoSchedule, turnosOfDay } from '@salones/shared/turnos';
import { useQuery } from '@tanstack/react-query';
import { turnosQueryOptions } from './api/turnos.ts';

/**
 * The turnos a staff form offers for a branch and a date (docs/product.md, "Salones and turnos"): the ones the
 * branch runs that weekday, by their start (GET /api/lugares/{placeId}/turnos); every turno of the branch before
 * a date is chosen; the chain's own while there is no branch or its schedule is loading.
 */
export function useDayTurnos(placeId: string | null | undefined, fecha: string | null | undefined): string[] {
  const schedule = useQuery({ ...turnosQueryOptions(placeId ?? ''), enabled: Boolean(placeId) });
  return dayTurnos(schedule.data ?? DEFAULT_TURNO_SCHEDULE, fecha);
}

export function dayTurnos(schedule: TurnoSchedule, fecha: string | null | undefined): string[] {
  const day = fecha ? normalizeDate(fecha) : null;
  return (day ? turnosOfDay(schedule, diaOf(day)) : byStart(schedule)).map((t) => t.nombre);
}

/** Every turno of a schedule, by its start. */
export const byStart = (schedule: TurnoSchedule) =>
  [...schedule.turnos].sort((a, b) => a.inicio.localeCompare(b.inicio));
