// Price rules, promo codes and the one quote.
import { QuoteRequestSchema } from '../booking-requests.ts';
import {
  PriceRuleCreateSchema,
  PriceRuleDeletedSchema,
  PriceRuleListQuerySchema,
  PriceRuleListSchema,
  PriceRuleSavedSchema,
} from '../price-rules.ts';
import {
  PromoCodeDeletedSchema,
  PromoCodeListSchema,
  PromoCodeSavedSchema,
  PromoCodeSaveSchema,
} from '../promo-codes.ts';
import { QuoteResponseSchema } from '../quote.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const id = idParams('id');

export const pricingRoutes = {
  /** Staff: a branch's rules and those for every branch (`?lugar=`); without it, every rule the caller may see. */
  listRules: defineRoute({
    method: 'GET',
    path: '/api/reglas-precio',
    query: PriceRuleListQuerySchema,
    response: { 200: PriceRuleListSchema },
  }),
  /** super_admin: any branch or all (no `lugar`); an admin with a branch: that branch only. */
  createRule: defineRoute({
    method: 'POST',
    path: '/api/reglas-precio',
    body: PriceRuleCreateSchema,
    response: { 201: PriceRuleSavedSchema },
  }),
  /** As createRule. Requests and events already made keep their price. */
  deleteRule: defineRoute({
    method: 'DELETE',
    path: '/api/reglas-precio/{id}',
    params: id,
    response: { 200: PriceRuleDeletedSchema },
  }),
  /** super_admin. */
  listPromos: defineRoute({
    method: 'GET',
    path: '/api/promociones',
    response: { 200: PromoCodeListSchema },
  }),
  createPromo: defineRoute({
    method: 'POST',
    path: '/api/promociones',
    body: PromoCodeSaveSchema,
    response: { 201: PromoCodeSavedSchema },
  }),
  updatePromo: defineRoute({
    method: 'PUT',
    path: '/api/promociones/{id}',
    params: id,
    body: PromoCodeSaveSchema,
    response: { 200: PromoCodeSavedSchema },
  }),
  deletePromo: defineRoute({
    method: 'DELETE',
    path: '/api/promociones/{id}',
    params: id,
    response: { 200: PromoCodeDeletedSchema },
  }),
  /** No token: what a party costs, line by line (the same computation a request and a booking use). */
  quote: defineRoute({
    method: 'POST',
    path: '/api/cotizacion',
    body: QuoteRequestSchema,
    response: { 200: QuoteResponseSchema },
  }),
};
