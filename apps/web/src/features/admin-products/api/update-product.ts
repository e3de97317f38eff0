import { productRoutes } from '@salones/shared/contract/products';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import type { ProductFormBody } from './create-product.ts';

export const updateProduct = async ({ uid, body }: { uid: string; body: ProductFormBody }) => {
  const res = await callApi(productRoutes.update, { params: { id: uid }, body });
  return { ...res, msg: `Producto ${res.producto.name} actualizado` };
};

export const useUpdateProduct = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updateProduct, invalidate: [queryKeys.products.all], onSuccess });
