import { packageRoutes } from '@salones/shared/contract/packages';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/**
 * docs/product.md#7-the-api-calls: `{ descripciones: [{ descripcion }] }` → `{ addPaquete, msg: 'Nueva
 * descripción agregada a …' }`.
 */
export const addDescription = ({ packageId, descripcion }: { packageId: string; descripcion: string }) =>
  callApi(packageRoutes.addDescriptions, {
    params: { packageId },
    body: { descripciones: [{ descripcion }] },
  });

export const useAddDescription = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: addDescription, invalidate: [queryKeys.packages.all], onSuccess });
