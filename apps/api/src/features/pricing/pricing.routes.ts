// Issue #23 (items 3, 4, 6): price rules (staff of the branch), promo codes (super_admin) and the public quote.
import { pricingRoutes } from '@salones/shared/contract/pricing';
import { mayManagePromoCodes, mayReadPriceRules } from '@salones/shared/permissions';
import { PRICE_RULE_MSG } from '@salones/shared/price-rules';
import { PROMO_MSG } from '@salones/shared/promo-codes';
import { quoteToDto } from '@salones/shared/quote';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { createPriceRule, deletePriceRule, listPriceRules } from './price-rules.ts';
import { toPriceRuleDto, toPromoCodeDto } from './pricing.mapper.ts';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode } from './promo-codes.ts';
import { quoteParty } from './quote-party.ts';

const tags = tagsOf('pricing');

export async function registerPricing(app: FastifyInstance) {
  const { db, config } = app;
  // every staff member reads the rules; which they may add or delete is the use case's (mayEditPriceRulesOf)
  const staff = { tags, onRequest: app.allow(mayReadPriceRules) };
  const superAdmin = { tags, onRequest: app.allow(mayManagePromoCodes) };

  routeFrom(app, pricingRoutes.listRules, {
    ...staff,
    handler: async (request) => {
      const rows = await listPriceRules({
        db,
        lugar: request.query.lugar,
        currentUser: request.currentUser!,
      });
      return { ok: true as const, reglas: rows.map(toPriceRuleDto) };
    },
  });

  routeFrom(app, pricingRoutes.createRule, {
    ...staff,
    handler: async (request, reply) => {
      const row = await createPriceRule({ db, body: request.body, currentUser: request.currentUser! });
      return reply
        .code(201)
        .send({ ok: true as const, regla: toPriceRuleDto(row), msg: PRICE_RULE_MSG.created });
    },
  });

  routeFrom(app, pricingRoutes.deleteRule, {
    ...staff,
    handler: async (request) => {
      await deletePriceRule({ db, id: request.params.id, currentUser: request.currentUser! });
      return { ok: true as const, msg: PRICE_RULE_MSG.deleted };
    },
  });

  routeFrom(app, pricingRoutes.listPromos, {
    ...superAdmin,
    handler: async () => ({ ok: true as const, promociones: (await listPromoCodes(db)).map(toPromoCodeDto) }),
  });

  routeFrom(app, pricingRoutes.createPromo, {
    ...superAdmin,
    handler: async (request, reply) => {
      const row = await createPromoCode(db, request.body);
      return reply
        .code(201)
        .send({ ok: true as const, promocion: toPromoCodeDto(row), msg: PROMO_MSG.created });
    },
  });

  routeFrom(app, pricingRoutes.updatePromo, {
    ...superAdmin,
    handler: async (request) => {
      const row = await updatePromoCode(db, request.params.id, request.body, config.now());
      return { ok: true as const, promocion: toPromoCodeDto(row), msg: PROMO_MSG.updated };
    },
  });

  routeFrom(app, pricingRoutes.deletePromo, {
    ...superAdmin,
    handler: async (request) => {
      await deletePromoCode(db, request.params.id);
      return { ok: true as const, msg: PROMO_MSG.deleted };
    },
  });

  routeFrom(app, pricingRoutes.quote, {
    tags,
    handler: async (request) => {
      const { quote } = await quoteParty(db, {
        body: request.body,
        now: config.now(),
        payments: config.payments,
      });
      return { ok: true as const, cotizacion: quoteToDto(quote) };
    },
  });
}
