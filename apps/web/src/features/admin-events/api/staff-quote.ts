import { useDebouncedValue } from '@mantine/hooks';
import { eventRoutes } from '@salones/shared/contract/events';
import type { StaffQuoteRequest } from '@salones/shared/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/event/cotizacion: what POST /api/event would book these fields at, line by line. */
export const staffQuote = (body: StaffQuoteRequest, signal?: AbortSignal) =>
  callApi(eventRoutes.staffQuote, { body, signal }).then((r) => r.cotizacion);

/** The quote of `body` (null: not enough chosen yet); the last answer stays on screen while the next loads. */
export const useStaffQuote = (body: StaffQuoteRequest | null) =>
  useQuery({
    queryKey: queryKeys.events.quote(body ?? {}),
    queryFn: ({ signal }) => staffQuote(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

/** Milliseconds the wizard waits after the last change before asking for a new quote. */
export const STAFF_QUOTE_DEBOUNCE_MS = 400;

/** useStaffQuote of `body` once it stopped changing for a moment (typing a price asks once, not per key). */
export function useDebouncedStaffQuote(body: StaffQuoteRequest | null) {
  const [settled] = useDebouncedValue(body ? JSON.stringify(body) : null, STAFF_QUOTE_DEBOUNCE_MS);
  const parsed = useMemo(() => (settled ? (JSON.parse(settled) as StaffQuoteRequest) : null), [settled]);
  return useStaffQuote(parsed);
}
