import type { ProductDto } from '@salones/shared/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the extras block needs of a product. */
export type ProductOption = Pick<ProductDto, 'uid' | '_id' | 'name' | 'precio'>;

export const getProducts = () => api<{ productos: ProductDto[] }>('/api/product').then((r) => r.productos);

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['admin-events', 'productos'], queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());
