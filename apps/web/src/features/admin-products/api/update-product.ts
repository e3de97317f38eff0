import type { ProductDto } from '@salones/shared/products';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import type { ProductFormBody } from './create-product.ts';

export const updateProduct = async ({ uid, body }: { uid: string; body: ProductFormBody }) => {
  const res = await api<{ producto: ProductDto; msg?: string }>(`/api/product/${uid}`, {
    method: 'PUT',
    body,
  });
  return { ...res, msg: res.msg ?? `Producto ${res.producto.name} actualizado` };
};

export const useUpdateProduct = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updateProduct, invalidate: [queryKeys.products.all], onSuccess });
