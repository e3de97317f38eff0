import type { ContactListResponse } from '@salones/shared/contact';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PAGE_SIZE = 20;

export const listMessages = (page: number, signal?: AbortSignal) =>
  api<ContactListResponse>(`/api/contact?page=${page}&limit=${PAGE_SIZE}`, { signal });

export const listMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.messages.page(page),
    queryFn: ({ signal }) => listMessages(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(listMessagesQueryOptions(page));
