import { pricingRoutes } from '@salones/shared/contract/pricing';
import type { PriceRuleCreate } from '@salones/shared/price-rules';
import type { PromoCodeSave } from '@salones/shared/promo-codes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** Price rules (staff of the branch) and promo codes (super_admin). */
export const usePriceRules = () =>
  useQuery({
    queryKey: queryKeys.pricing.rules(),
    queryFn: ({ signal }) => callApi(pricingRoutes.listRules, { query: {}, signal }).then((r) => r.reglas),
  });

export const usePromoCodes = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: queryKeys.pricing.promos(),
    queryFn: ({ signal }) => callApi(pricingRoutes.listPromos, { signal }).then((r) => r.promociones),
    enabled,
  });

// a price rule changes the public calendar's marks of the days that cost more
const invalidate = [queryKeys.pricing.all, queryKeys.availability.all];

export const useCreatePriceRule = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (body: PriceRuleCreate) => callApi(pricingRoutes.createRule, { body }),
    invalidate,
    onSuccess,
  });

export const useDeletePriceRule = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (id: string) => callApi(pricingRoutes.deleteRule, { params: { id } }),
    invalidate,
    onSuccess,
  });

export const useCreatePromoCode = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (body: PromoCodeSave) => callApi(pricingRoutes.createPromo, { body }),
    invalidate,
    onSuccess,
  });

export const useUpdatePromoCode = (id: string, onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (body: PromoCodeSave) => callApi(pricingRoutes.updatePromo, { params: { id }, body }),
    invalidate,
    onSuccess,
  });

export const useDeletePromoCode = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (id: string) => callApi(pricingRoutes.deletePromo, { params: { id } }),
    invalidate,
    onSuccess,
  });
