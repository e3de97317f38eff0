import { productRoutes } from '@salones/shared/contract/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/product: the catalogue of extras (admin products, event wizard and edit). */
export const listProducts = (signal?: AbortSignal) =>
  callApi(productRoutes.list, { signal }).then((r) => r.productos);

export const productsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.all, queryFn: ({ signal }) => listProducts(signal) });

export const useProducts = () => useQuery(productsQueryOptions());
