import { productRoutes } from '@salones/shared/contract/products';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteProduct = async (uid: string) => {
  const res = await callApi(productRoutes.remove, { params: { id: uid } });
  return { ...res, msg: `Producto ${res.producto.name} eliminado` };
};

export const useDeleteProduct = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteProduct, invalidate: [queryKeys.products.all], onSuccess });
