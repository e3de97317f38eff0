import type { ClosureCreate } from '@salones/shared/closures';
import { closureRoutes } from '@salones/shared/contract/closures';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** GET /api/cierres — closures not yet over (an admin with a branch: theirs and every branch's). */
export const useClosures = () =>
  useQuery({
    queryKey: queryKeys.closures.list(),
    queryFn: ({ signal }) => callApi(closureRoutes.list, { query: {}, signal }).then((r) => r.cierres),
  });

// a closure changes what the public calendar shows
const invalidate = [queryKeys.closures.all, queryKeys.availability.all];

export const useCreateClosure = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (body: ClosureCreate) => callApi(closureRoutes.create, { body }),
    invalidate,
    onSuccess,
  });

export const useDeleteClosure = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (id: string) => callApi(closureRoutes.remove, { params: { id } }),
    invalidate,
    onSuccess,
  });
