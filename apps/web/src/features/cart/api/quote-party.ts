import type { QuoteRequest } from '@salones/shared/booking-requests';
import { pricingRoutes } from '@salones/shared/contract/pricing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/cotizacion: the server prices the party; the web only shows its lines. */
export const quoteParty = (body: QuoteRequest, signal?: AbortSignal) =>
  callApi(pricingRoutes.quote, { body, signal }).then((r) => r.cotizacion);

/** The quote of `body` (null: not enough chosen yet); the last answer stays on screen while the next loads. */
export const useQuote = (body: QuoteRequest | null) =>
  useQuery({
    queryKey: queryKeys.pricing.quote(body ?? {}),
    queryFn: ({ signal }) => quoteParty(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
