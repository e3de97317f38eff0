// The one place where event rows become the API's EventDto (docs/product.md#3-entities-and-their-fields
// Event, docs/architecture.md#identifiers-and-shapes).
import type { EventDto, EventExtraDto, EventPaymentDto, MenuField } from '@salones/shared/events';
import { toPesos } from '@salones/shared/money';
import { computeEventMoney, extraTotal } from '@salones/shared/pricing';
import type { eventExtras, eventPayments, events } from '../../db/schema/index.ts';

type EventRow = typeof events.$inferSelect;
type PaymentRow = typeof eventPayments.$inferSelect;
type ExtraRow = typeof eventExtras.$inferSelect;

export interface EventRecord {
  event: EventRow;
  place: { id: string; sucursal: string; lugarname: string; direccion: string; phone: string };
  customer: { id: string; name: string; lastname: string; email: string };
  creator: { id: string; name: string; lastname: string } | null;
  salonNombre: string | null;
  /** the salón's name where the family is told it (salon-shown.ts), else null */
  salonMostrado: string | null;
}
export type PaymentRecord = {
  payment: PaymentRow;
  receiverName: string | null;
  receiverLastname: string | null;
};

export function toPaymentDto({ payment, receiverName, receiverLastname }: PaymentRecord): EventPaymentDto {
  return {
    uid: payment.id,
    _id: payment.id,
    abono: toPesos(payment.amountCentavos),
    metodo: payment.metodo,
    fechadePago: payment.fechaDePago,
    recibio: payment.receivedById,
    recibioName: [receiverName, receiverLastname].filter(Boolean).join(' '),
  };
}

export function toExtraDto(extra: ExtraRow): EventExtraDto {
  return {
    uid: extra.id,
    _id: extra.id,
    nombre: extra.nombre,
    piezas: extra.piezas,
    precio: toPesos(extra.precioCentavos),
    total: toPesos(extraTotal({ precio: extra.precioCentavos, piezas: extra.piezas })),
    idProducto: extra.productId,
  };
}

export function toEventDto(record: EventRecord, payments: PaymentRecord[], extras: ExtraRow[]): EventDto {
  const { event: e, place, customer, creator, salonNombre, salonMostrado } = record;
  const money = computeEventMoney({
    precioPaquete: e.precioPaqueteCentavos,
    descuento: e.descuentoCentavos,
    extras: extras.map((x) => ({ precio: x.precioCentavos, piezas: x.piezas })),
    abonos: payments.map((p) => ({ abono: p.payment.amountCentavos })),
  });
  return {
    uid: e.id,
    _id: e.id,
    name: e.name,
    fecha: e.fecha,
    turno: e.turno,
    personas: e.personas,
    entrada: e.entrada,
    salida: e.salida,
    paquete: e.packageId ? { uid: e.packageId, _id: e.packageId, name: e.packageName } : null,
    paqueteName: e.packageName,
    lugar: {
      uid: place.id,
      _id: place.id,
      sucursal: place.sucursal,
      lugarname: place.lugarname,
      direccion: place.direccion,
      phone: place.phone,
    },
    salon: salonNombre === null ? null : e.salonId,
    salonNombre,
    salonMostrado,
    user: customer.id,
    userName: customer.name,
    lastname: customer.lastname,
    email: customer.email,
    creador: creator ? { uid: creator.id, name: creator.name, lastname: creator.lastname } : null,
    fechaDeRegistro: e.fechaDeRegistro,
    precioPaquete: toPesos(money.precioPaquete),
    precio: toPesos(money.precio),
    descuento: toPesos(money.descuento),
    precioTotal: toPesos(money.precioTotal),
    abonado: toPesos(money.abonado),
    adeudo: toPesos(money.adeudo),
    abonos: payments.map(toPaymentDto),
    adicionales: extras.map(toExtraDto),
    comentarios: e.comentarios,
    ...menuOf(e),
  };
}

/** An event's menu columns (pinata) → the API's menu fields (JSON key 'piñata'); menuColumns is the way back. */
export function menuOf(e: EventRow): Record<MenuField, string> {
  return {
    guisado: e.guisado,
    guisado1: e.guisado1,
    guisado2: e.guisado2,
    guisado3: e.guisado3,
    guisado4: e.guisado4,
    infantil: e.infantil,
    pastel: e.pastel,
    piñata: e.pinata,
    refrescos: e.refrescos,
    agua: e.agua,
    dulceros: e.dulceros,
    show: e.show,
  };
}

/** Menu fields of a request (JSON key 'piñata') → event columns (pinata). */
export function menuColumns(body: Partial<Record<MenuField, string | null | undefined>>) {
  const pick = (key: MenuField) => (body[key] === undefined ? undefined : (body[key] ?? ''));
  return {
    guisado: pick('guisado'),
    guisado1: pick('guisado1'),
    guisado2: pick('guisado2'),
    guisado3: pick('guisado3'),
    guisado4: pick('guisado4'),
    infantil: pick('infantil'),
    pastel: pick('pastel'),
    pinata: pick('piñata'),
    refrescos: pick('refrescos'),
    agua: pick('agua'),
    dulceros: pick('dulceros'),
    show: pick('show'),
  };
}
