import { eventRoutes } from '@salones/shared/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getDashboard = () => callApi(eventRoutes.dashboard);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.events.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
