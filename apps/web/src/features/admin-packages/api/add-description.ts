import type { PackageDto } from '@salones/shared/packages';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** spec §7: `{ descripciones: [{ descripcion }] }` → `{ addPaquete, msg: 'Nueva descripción agregada a …' }`. */
export const addDescription = ({ packageId, descripcion }: { packageId: string; descripcion: string }) =>
  api<{ addPaquete: PackageDto; msg: string }>(`/api/package/descripcion/${packageId}`, {
    method: 'POST',
    body: { descripciones: [{ descripcion }] },
  });

export const useAddDescription = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: addDescription, invalidate: [queryKeys.packages.all], onSuccess });
