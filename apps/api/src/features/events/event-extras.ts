// Extras (adicionales) of an event: add, edit, remove — docs/product.md#4-states-and-transitions (total =
// price × pieces), docs/architecture.md#money-in-centavos.

import { EVENT_REF_MSG } from '@salones/shared/event-refs';
import { EVENT_MSG, type EventDto, type ExtraInput } from '@salones/shared/events';
import { computeEventMoney } from '@salones/shared/pricing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventExtras, events } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import {
  assertStorableMoney,
  type EventRow,
  getEventDto,
  moneyParts,
  withLockedEvent,
} from './event-queries.ts';
import { type PricedExtra, priceExtras } from './event-refs.ts';

type ExtraChange =
  | { kind: 'add'; extra: PricedExtra }
  | { kind: 'edit'; id: string; extra: PricedExtra }
  | { kind: 'remove'; id: string };

const AUDIT_KIND = { add: 'extra_added', edit: 'extra_edited', remove: 'extra_removed' } as const;
const extraValues = (x: { nombre: string; piezas: number; precio: number }) => ({
  nombre: x.nombre,
  piezas: x.piezas,
  precio: x.precio,
  total: x.precio * x.piezas,
});

/** Applies one change to the extras, recomputes the total and refuses a total below what is already paid. */
async function changeExtras(tx: Tx, event: EventRow, change: ExtraChange, actor: AuditActor) {
  const parts = await moneyParts(tx, event.id);
  const stored = change.kind === 'add' ? undefined : parts.extras.find((x) => x.id === change.id);
  if (change.kind !== 'add' && !stored) throw notFound(EVENT_REF_MSG.extraNotFound);
  const extras = parts.extras.flatMap((x): { precio: number; piezas: number }[] => {
    if (change.kind === 'add' || x.id !== change.id) return [x];
    return change.kind === 'edit' ? [change.extra] : [];
  });
  if (change.kind === 'add') extras.push(change.extra);
  const money = computeEventMoney({
    precioPaquete: event.precioPaqueteCentavos,
    descuento: event.descuentoCentavos,
    extras,
    abonos: parts.abonos,
  });
  assertStorableMoney(money);
  if (money.precioTotal < money.abonado) throw badRequest(EVENT_MSG.totalBelowPaid);

  if (change.kind === 'remove') {
    await tx.delete(eventExtras).where(and(eq(eventExtras.id, change.id), eq(eventExtras.eventId, event.id)));
  } else {
    const values = {
      nombre: change.extra.nombre,
      piezas: change.extra.piezas,
      precioCentavos: change.extra.precio,
      productId: change.extra.productId,
    };
    if (change.kind === 'add') await tx.insert(eventExtras).values({ ...values, eventId: event.id });
    else
      await tx
        .update(eventExtras)
        .set(values)
        .where(and(eq(eventExtras.id, change.id), eq(eventExtras.eventId, event.id)));
  }
  await tx
    .update(events)
    .set({ precioTotalCentavos: money.precioTotal, updatedAt: new Date() })
    .where(eq(events.id, event.id));
  await recordAudit(tx, {
    actor,
    kind: AUDIT_KIND[change.kind],
    eventId: event.id,
    subject: event.name,
    before: { ...(stored && extraValues(stored)), precioTotal: event.precioTotalCentavos },
    after: { ...(change.kind !== 'remove' && extraValues(change.extra)), precioTotal: money.precioTotal },
  });
}

export async function addExtra(input: {
  db: Db;
  id: string;
  extra: ExtraInput;
  actor: AuditActor;
}): Promise<EventDto> {
  await withLockedEvent(input.db, input.id, async (tx, event) => {
    const [extra] = await priceExtras(tx, [input.extra]);
    await changeExtras(tx, event, { kind: 'add', extra }, input.actor);
  });
  return getEventDto(input.db, input.id);
}

export async function editExtra(input: {
  db: Db;
  id: string;
  extra: ExtraInput & { _id: string };
  actor: AuditActor;
}): Promise<EventDto> {
  await withLockedEvent(input.db, input.id, async (tx, event) => {
    const [extra] = await priceExtras(tx, [input.extra]);
    await changeExtras(tx, event, { kind: 'edit', id: input.extra._id, extra }, input.actor);
  });
  return getEventDto(input.db, input.id);
}

export async function removeExtra(input: {
  db: Db;
  id: string;
  extraId: string;
  actor: AuditActor;
}): Promise<EventDto> {
  await withLockedEvent(input.db, input.id, (tx, event) =>
    changeExtras(tx, event, { kind: 'remove', id: input.extraId }, input.actor),
  );
  return getEventDto(input.db, input.id);
}
