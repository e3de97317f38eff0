// A branch's resources (animadores, fotógrafos…), a party's assigned ones and a branch's day sheet: read by the
// branch's salones screen, the staff event screen and the day sheet.
import { recursoRoutes } from '@salones/shared/contract/recursos';
import type { RecursoCreate, RecursoDto, RecursoUpdate } from '@salones/shared/recursos';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { useApiMutation } from '../use-api-mutation.ts';

/** GET /api/lugares/{placeId}/recursos — every resource of the branch, active first. */
export const useRecursos = (placeId: string | null | undefined) =>
  useQuery({
    queryKey: queryKeys.recursos.byPlace(placeId ?? ''),
    enabled: !!placeId,
    queryFn: ({ signal }) =>
      callApi(recursoRoutes.list, { params: { placeId: placeId! }, signal }).then((r) => r.recursos),
  });

const invalidate = [queryKeys.recursos.all];

export const useCreateRecurso = (placeId: string, onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (body: RecursoCreate) => callApi(recursoRoutes.create, { params: { placeId }, body }),
    invalidate,
    onSuccess,
  });

/** The fields PUT takes, from a resource as listed. */
export const recursoFields = ({ uid: _uid, lugar: _lugar, ...fields }: RecursoDto): RecursoUpdate => fields;

export const useUpdateRecurso = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: ({ recurso, body }: { recurso: RecursoDto; body: RecursoUpdate }) =>
      callApi(recursoRoutes.update, { params: { placeId: recurso.lugar, id: recurso.uid }, body }),
    invalidate,
    onSuccess,
  });

export const useDeleteRecurso = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (recurso: RecursoDto) =>
      callApi(recursoRoutes.remove, { params: { placeId: recurso.lugar, id: recurso.uid } }),
    invalidate,
    onSuccess,
  });

/** GET /api/event/{id}/recursos */
export const useEventRecursos = (eventId: string) =>
  useQuery({
    queryKey: queryKeys.recursos.ofEvent(eventId),
    queryFn: ({ signal }) =>
      callApi(recursoRoutes.ofEvent, { params: { id: eventId }, signal }).then((r) => r.recursos),
  });

/** PUT /api/event/{id}/recursos — the API's 409 ('… ya tiene una fiesta a esa hora') shows as a toast. */
export const useAssignRecursos = (eventId: string) =>
  useApiMutation({
    mutationFn: (recursos: string[]) =>
      callApi(recursoRoutes.assign, { params: { id: eventId }, body: { recursos } }),
    invalidate,
  });

/** GET /api/lugares/{placeId}/dia/{fecha} */
export const useDaySheet = (placeId: string | null, fecha: string) =>
  useQuery({
    queryKey: queryKeys.recursos.daySheet(placeId ?? '', fecha),
    enabled: !!placeId,
    queryFn: ({ signal }) =>
      callApi(recursoRoutes.daySheet, { params: { placeId: placeId!, fecha }, signal }),
  });
