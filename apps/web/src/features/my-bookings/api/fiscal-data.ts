import { fiscalDataRoutes } from '@salones/shared/contract/fiscal-data';
import type { FiscalData } from '@salones/shared/fiscal/fiscal-data';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const fiscalDataKey = (userId: string) => ['users', 'fiscal-data', userId] as const;

/** GET /api/usuarios/{id}/datos-fiscales: the family's fiscal data, null before the first save. */
export const useFiscalData = (userId: string) =>
  useQuery({
    queryKey: fiscalDataKey(userId),
    queryFn: ({ signal }) =>
      callApi(fiscalDataRoutes.get, { params: { id: userId }, signal }).then((r) => r.datosFiscales),
  });

/** PUT /api/usuarios/{id}/datos-fiscales: the answer's msg as a toast (useApiMutation). */
export const useSaveFiscalData = (userId: string) =>
  useApiMutation({
    mutationFn: (body: FiscalData) => callApi(fiscalDataRoutes.save, { params: { id: userId }, body }),
    invalidate: [fiscalDataKey(userId)],
  });
