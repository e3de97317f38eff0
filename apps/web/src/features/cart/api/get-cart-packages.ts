import { useQueries } from '@tanstack/react-query';
import { packageQueryOptions } from '../../../lib/api/packages.ts';

/** One request per package in the cart, each with its own loading and error state. */
export const useCartPackages = (ids: string[]) =>
  useQueries({ queries: ids.map((id) => packageQueryOptions(id)) });
