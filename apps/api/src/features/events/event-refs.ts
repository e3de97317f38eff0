// Loads what an event points to (customer, branch, package, products, receivers) and refuses bad references.

import { EVENT_REF_MSG } from '@salones/shared/event-refs';
import { EVENT_MSG, type ExtraInput, type PaymentInput } from '@salones/shared/events';
import type { CardFunding } from '@salones/shared/fiscal/forma-pago';
import { toCentavos } from '@salones/shared/money';
import { isCustomer, STAFF_ROLES } from '@salones/shared/permissions';
import { isId } from '@salones/shared/schema-helpers';
import { and, eq, inArray } from 'drizzle-orm';
import { isForeignKeyViolation, violatedConstraint } from '../../db/db-errors.ts';
import { packages, places, products, users } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';

/** Which reference a foreign-key violation names: something the request pointed to was deleted meanwhile. */
const GONE_BY_CONSTRAINT: Record<string, string> = {
  events_customer_id_users_id_fk: EVENT_REF_MSG.customerNotFound,
  events_place_id_places_id_fk: EVENT_REF_MSG.placeNotFound,
  events_package_id_packages_id_fk: EVENT_REF_MSG.packageNotFound,
  event_extras_product_id_products_id_fk: EVENT_REF_MSG.productNotFound,
  event_payments_event_id_events_id_fk: EVENT_MSG.eventNotFound,
  event_extras_event_id_events_id_fk: EVENT_MSG.eventNotFound,
};

/**
 * The references are checked before writing, but a concurrent delete can still win: the
 * foreign key then refuses the write, and the client hears 404 with what is gone — never a 500.
 */
export function referenceGoneOr(err: unknown): unknown {
  if (!isForeignKeyViolation(err)) return err;
  const msg = GONE_BY_CONSTRAINT[violatedConstraint(err) ?? ''];
  return msg ? notFound(msg) : err;
}

export async function findCustomer(db: Conn, id: string) {
  const [row] = isId(id) ? await db.select().from(users).where(eq(users.id, id)).limit(1) : [];
  if (!row) throw notFound(EVENT_REF_MSG.customerNotFound);
  if (!isCustomer(row)) throw badRequest(EVENT_REF_MSG.customerNotUser);
  return row;
}

export async function findPlace(db: Conn, id: string) {
  const [row] = isId(id) ? await db.select().from(places).where(eq(places.id, id)).limit(1) : [];
  if (!row) throw notFound(EVENT_REF_MSG.placeNotFound);
  return row;
}

export async function findPackageOfPlace(db: Conn, packageId: string, placeId: string) {
  const [row] = isId(packageId)
    ? await db.select().from(packages).where(eq(packages.id, packageId)).limit(1)
    : [];
  if (!row) throw notFound(EVENT_REF_MSG.packageNotFound);
  if (row.placeId !== placeId) throw badRequest(EVENT_REF_MSG.packageOtherPlace);
  return row;
}

export interface PricedExtra {
  nombre: string;
  piezas: number;
  precio: number; // centavos
  productId: string | null;
}

/**
 * docs/product.md#4-states-and-transitions: choosing a product fixes the price to the product's; without one
 * the given price is used.
 */
export async function priceExtras(db: Conn, extras: readonly ExtraInput[]): Promise<PricedExtra[]> {
  const productIds = [...new Set(extras.flatMap((x) => (x.idProducto ? [x.idProducto] : [])))];
  const found = productIds.length
    ? await db
        .select({ id: products.id, precio: products.precioCentavos })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const priceOf = new Map(found.map((p) => [p.id, p.precio]));
  return extras.map((x) => {
    if (!x.idProducto)
      return { nombre: x.nombre, piezas: x.piezas, precio: toCentavos(x.precio ?? 0), productId: null };
    const precio = priceOf.get(x.idProducto);
    if (precio === undefined) throw notFound(EVENT_REF_MSG.productNotFound);
    return { nombre: x.nombre, piezas: x.piezas, precio, productId: x.idProducto };
  });
}

export interface PaymentValues {
  amountCentavos: number;
  metodo: string;
  fechaDePago: string;
  /** null: paid online, received by no staff member */
  receivedById: string | null;
  /** an online card's funding (its forma de pago: 04 or 28) */
  cardFunding?: CardFunding | null;
}

/**
 * docs/product.md#3-entities-and-their-fields: fechadePago defaults to today, recibio to the staff member
 * recording it; a given recibio must be staff.
 */
export async function paymentValues(
  db: Conn,
  abonos: readonly PaymentInput[],
  defaults: { today: string; currentUserId: string },
): Promise<PaymentValues[]> {
  const given = [
    ...new Set(abonos.flatMap((a) => (a.recibio && a.recibio !== defaults.currentUserId ? [a.recibio] : []))),
  ];
  if (given.length) {
    const staff = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, given), inArray(users.role, [...STAFF_ROLES])));
    if (staff.length !== given.length) throw badRequest(EVENT_REF_MSG.receiverInvalid);
  }
  return abonos.map((a) => ({
    amountCentavos: toCentavos(a.abono),
    metodo: a.metodo,
    fechaDePago: a.fechadePago ?? defaults.today,
    receivedById: a.recibio ?? defaults.currentUserId,
  }));
}
