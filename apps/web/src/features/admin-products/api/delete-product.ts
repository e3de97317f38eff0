import type { ProductDto } from '@salones/shared/products';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { PRODUCTS_KEY } from './list-products.ts';

export const deleteProduct = async (uid: string) => {
  const res = await api<{ producto: ProductDto; msg?: string }>(`/api/product/${uid}`, { method: 'DELETE' });
  return { ...res, msg: res.msg ?? `Producto ${res.producto.name} eliminado` };
};

export const useDeleteProduct = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteProduct, invalidate: [PRODUCTS_KEY], onSuccess });
