import { turnoRoutes } from '@salones/shared/contract/turnos';
import { normalizeDate } from '@salones/shared/dates';
import { DEFAULT_TURNO_SCHEDULE, diaOf, type TurnoSchedule, turnosOfDay } from '@salones/shared/turnos';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The turnos a staff form offers for a branch and a date (docs/product.md#21-salones-and-turnos): the ones the
 * branch runs that weekday, by their start (GET /api/lugares/{placeId}/turnos); every turno of the branch before
 * a date is chosen; the chain's own while there is no branch or its schedule is loading.
 */
export function useDayTurnos(placeId: string | null | undefined, fecha: string | null | undefined): string[] {
  const schedule = useQuery({
    queryKey: queryKeys.salones.turnos(placeId ?? ''),
    queryFn: ({ signal }) => callApi(turnoRoutes.get, { params: { placeId: placeId! }, signal }),
    enabled: Boolean(placeId),
  });
  return dayTurnos(schedule.data ?? DEFAULT_TURNO_SCHEDULE, fecha);
}

export function dayTurnos(schedule: TurnoSchedule, fecha: string | null | undefined): string[] {
  const day = fecha ? normalizeDate(fecha) : null;
  const turnos = day
    ? turnosOfDay(schedule, diaOf(day))
    : [...schedule.turnos].sort((a, b) => a.inicio.localeCompare(b.inicio));
  return turnos.map((t) => t.nombre);
}
