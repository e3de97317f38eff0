import type { ProductDto } from '@salones/shared/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const PRODUCTS_KEY = ['admin', 'products'] as const;

export const listProducts = (signal?: AbortSignal) =>
  api<{ productos: ProductDto[] }>('/api/product', { signal });

export const listProductsQueryOptions = () =>
  queryOptions({ queryKey: PRODUCTS_KEY, queryFn: ({ signal }) => listProducts(signal) });

export const useProducts = () => useQuery(listProductsQueryOptions());
