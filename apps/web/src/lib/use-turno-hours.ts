import { type Hours, hoursForTurno, turnoHoursIn } from '@salones/shared/turnos';
import { useQuery } from '@tanstack/react-query';
import { turnosQueryOptions } from './api/turnos.ts';

/**
 * For the staff forms whose hours start from the turno's in a branch's schedule
 * (GET /api/lugares/{placeId}/turnos): the form's hours once `next` is chosen instead of `previous`. Hours
 * the previous turno brought, or the party's hours the form opened with (`opened`), follow the new turno;
 * hours typed in the form stay. While the schedule loads, nothing changes.
 */
export function useTurnoHours(placeId: string | null | undefined) {
  const schedule = useQuery({
    ...turnosQueryOptions(placeId ?? ''),
    enabled: Boolean(placeId),
  });
  const hoursOf = (turno: string | null) =>
    schedule.data && turno ? turnoHoursIn(schedule.data, turno) : null;
  return (current: Hours, previous: string | null, next: string | null, opened: Hours | null = null): Hours =>
    hoursForTurno(current, hoursOf(next), [hoursOf(previous), opened]);
}
