import { type DashboardDto, EVENT_DASHBOARD_PATH } from '@salones/shared/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getDashboard = () => api<DashboardDto>(EVENT_DASHBOARD_PATH);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.events.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
