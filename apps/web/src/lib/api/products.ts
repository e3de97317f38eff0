import type { ProductDto } from '@salones/shared/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/product: the catalogue of extras (admin products, event wizard and edit). */
export const listProducts = (signal?: AbortSignal) =>
  api<{ productos: ProductDto[] }>('/api/product', { signal }).then((r) => r.productos);

export const productsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.all, queryFn: ({ signal }) => listProducts(signal) });

export const useProducts = () => useQuery(productsQueryOptions());
