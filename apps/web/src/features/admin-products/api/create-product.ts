import type { ProductDto } from '@salones/shared/products';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { PRODUCTS_KEY } from './list-products.ts';

export type ProductFormBody = { name: string; precio: number | string; descripcion: string };

export const createProduct = (body: ProductFormBody) =>
  api<{ producto: ProductDto; msg: string }>('/api/product', {
    method: 'POST',
    body: { ...body, tipo: 'producto' },
  });

export const useCreateProduct = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: createProduct, invalidate: [PRODUCTS_KEY], onSuccess });
