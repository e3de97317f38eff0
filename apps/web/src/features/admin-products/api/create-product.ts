import type { ProductDto } from '@salones/shared/products';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export type ProductFormBody = { name: string; precio: number | string; descripcion: string };

export const createProduct = (body: ProductFormBody) =>
  api<{ producto: ProductDto; msg: string }>('/api/product', {
    method: 'POST',
    body: { ...body, tipo: 'producto' },
  });

export const useCreateProduct = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: createProduct, invalidate: [queryKeys.products.all], onSuccess });
