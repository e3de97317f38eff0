// Each WhatsApp notice's parameters, from what its mail is made of (docs/whatsapp.md#the-notices). Queued beside
// the mail by the same code, after it or in its transaction; queueWhatsAppNotice decides whether it goes at all.
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { formatDateTime, formatLongDate } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import type { WhatsAppNotice } from './queue-whatsapp.ts';

type Brand = { publicUrl: string; payments: { stripe: unknown } };

const pedidos = (brand: Brand) => `${brand.publicUrl}/pedidos`;

export const requestReceivedNotice = (r: BookingRequestDto, brand: Brand): WhatsAppNotice => ({
  template: brand.payments.stripe ? 'solicitud_recibida_pago' : 'solicitud_recibida',
  params: [
    r.userName,
    r.lugar.sucursal,
    formatLongDate(r.fecha),
    r.turno,
    formatDateTime(r.venceEl, 'weekdayLong'),
    pedidos(brand),
  ],
  userId: r.user,
  key: `solicitud_recibida:${r.uid}`,
  requestId: r.uid,
});

export const requestRejectedNotice = (r: BookingRequestDto): WhatsAppNotice => ({
  template: 'solicitud_rechazada',
  params: [r.userName, formatLongDate(r.fecha), r.lugar.sucursal, r.motivo ?? ''],
  userId: r.user,
  key: `solicitud_rechazada:${r.uid}`,
  requestId: r.uid,
});

export const requestExpiredNotice = (r: BookingRequestDto, brand: Brand): WhatsAppNotice => ({
  template: 'solicitud_vencida',
  params: [r.userName, formatLongDate(r.fecha), r.lugar.sucursal, brand.publicUrl],
  userId: r.user,
  key: `solicitud_vencida:${r.uid}`,
  requestId: r.uid,
});

export const requestConfirmedNotice = (
  r: BookingRequestDto,
  evento: { uid: string; fecha: string; turno: string },
  brand: Brand,
): WhatsAppNotice => ({
  template: 'solicitud_confirmada',
  params: [r.userName, formatLongDate(evento.fecha), evento.turno, r.lugar.sucursal, pedidos(brand)],
  userId: r.user,
  key: `solicitud_confirmada:${r.uid}`,
  requestId: r.uid,
  eventId: evento.uid,
});

/** One payment: its key is the event and the balance right after it (each payment leaves a new one). */
export const paymentReceivedNotice = (p: {
  eventId: string;
  customerId: string;
  customerName: string;
  amountCentavos: number;
  metodo: string;
  saldoCentavos: number;
  fechaDePago: string;
}): WhatsAppNotice => ({
  template: 'pago_recibido',
  params: [p.customerName, formatMoney(p.amountCentavos / 100), p.metodo, formatMoney(p.saldoCentavos / 100)],
  userId: p.customerId,
  key: `pago_recibido:${p.eventId}:${p.fechaDePago}:${p.amountCentavos}:${p.saldoCentavos}`,
  eventId: p.eventId,
});

/** The balance reminder of one reminder day (`daysBefore`; 0: the due date's). */
export const balanceReminderNotice = (
  e: { id: string; customerId: string; customerName: string; fecha: string },
  saldoCentavos: number,
  venceEl: string,
  daysBefore: number,
  brand: Brand,
): WhatsAppNotice => ({
  template: 'recordatorio_saldo',
  params: [
    e.customerName,
    formatLongDate(e.fecha),
    formatMoney(saldoCentavos / 100),
    formatLongDate(venceEl),
    `${brand.publicUrl}/pedidos?pagar=${e.id}`,
  ],
  userId: e.customerId,
  key: `recordatorio_saldo:${e.id}:${e.fecha}:${daysBefore}`,
  eventId: e.id,
});
