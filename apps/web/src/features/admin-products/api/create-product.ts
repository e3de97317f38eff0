import { productRoutes } from '@salones/shared/contract/products';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export type ProductFormBody = { name: string; precio: number | string; descripcion: string };

export const createProduct = (body: ProductFormBody) =>
  callApi(productRoutes.create, { body: { ...body, tipo: 'producto' } });

export const useCreateProduct = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: createProduct, invalidate: [queryKeys.products.all], onSuccess });
