import { contactRoutes } from '@salones/shared/contract/contact';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PAGE_SIZE = 20;

export const listMessages = (page: number, signal?: AbortSignal) =>
  callApi(contactRoutes.list, { query: { page, limit: PAGE_SIZE }, signal });

export const listMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.messages.page(page),
    queryFn: ({ signal }) => listMessages(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(listMessagesQueryOptions(page));
