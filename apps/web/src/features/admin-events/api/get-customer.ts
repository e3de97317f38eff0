import type { UserDto } from '@salones/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getCustomer = (id: string) =>
  api<{ userData: UserDto }>(`/api/usuarios/${id}`).then((r) => r.userData);

export const customerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin-events', 'customer', id], queryFn: () => getCustomer(id) });

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));
