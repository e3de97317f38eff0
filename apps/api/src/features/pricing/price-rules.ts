// Issue #23.3: GET/POST /api/reglas-precio, DELETE /api/reglas-precio/{id}. super_admin: every branch and the
// rules for all; an admin with a branch: that branch's rules only (they still see the rules for all).

import { toCentavos } from '@salones/shared/money';
import { mayEditPriceRulesOf, ownBranchOf } from '@salones/shared/permissions';
import { PRICE_RULE_MSG, type PriceRuleCreateInput } from '@salones/shared/price-rules';
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places, priceRules } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { PriceRuleRow } from './pricing.mapper.ts';

function assertMayEdit(user: CurrentUser, placeId: string | null) {
  if (mayEditPriceRulesOf(user, placeId)) return;
  throw forbidden(placeId === null ? PRICE_RULE_MSG.forbiddenAll : PRICE_RULE_MSG.forbidden);
}

export async function listPriceRules(opts: {
  db: Db;
  lugar?: string;
  currentUser: CurrentUser;
}): Promise<PriceRuleRow[]> {
  const { db, currentUser } = opts;
  const own = ownBranchOf(currentUser);
  if (own && opts.lugar && opts.lugar !== own) throw forbidden(PRICE_RULE_MSG.forbidden);
  const lugar = opts.lugar ?? own;
  return db
    .select()
    .from(priceRules)
    .where(lugar ? or(eq(priceRules.placeId, lugar), isNull(priceRules.placeId)) : undefined)
    .orderBy(asc(priceRules.createdAt), asc(priceRules.id));
}

export async function createPriceRule(opts: {
  db: Db;
  body: PriceRuleCreateInput;
  currentUser: CurrentUser;
}): Promise<PriceRuleRow> {
  const { db, body, currentUser } = opts;
  const placeId = body.lugar ?? null;
  assertMayEdit(currentUser, placeId);
  if (placeId) {
    const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
    if (!place) throw notFound(PRICE_RULE_MSG.placeNotFound);
  }
  const [row] = await db
    .insert(priceRules)
    .values({
      placeId,
      nombre: body.nombre,
      dias: body.dias,
      desde: body.desde ?? null,
      hasta: body.hasta ?? null,
      porcentaje: body.porcentaje ?? null,
      montoCentavos: body.monto === undefined ? null : toCentavos(body.monto),
      createdById: currentUser.id,
    })
    .returning();
  return row;
}

export async function deletePriceRule(opts: { db: Db; id: string; currentUser: CurrentUser }) {
  const { db, id, currentUser } = opts;
  const [row] = await db.select().from(priceRules).where(eq(priceRules.id, id));
  if (!row) throw notFound(PRICE_RULE_MSG.notFound);
  assertMayEdit(currentUser, row.placeId);
  await db.delete(priceRules).where(eq(priceRules.id, id));
}
