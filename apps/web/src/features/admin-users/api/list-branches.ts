import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Only what the place selector of the edit modal needs. */
type BranchOption = { uid: string; sucursal: string };

export const listBranchesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'places'],
    queryFn: ({ signal }) => api<{ lugares: BranchOption[] }>('/api/locates', { signal }),
  });

export const useBranches = (enabled: boolean) => useQuery({ ...listBranchesQueryOptions(), enabled });
