import type { ProductDto } from '@salones/shared/products';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteProduct = async (uid: string) => {
  const res = await api<{ producto: ProductDto; msg?: string }>(`/api/product/${uid}`, { method: 'DELETE' });
  return { ...res, msg: res.msg ?? `Producto ${res.producto.name} eliminado` };
};

export const useDeleteProduct = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteProduct, invalidate: [queryKeys.products.all], onSuccess });
