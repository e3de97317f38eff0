// The booking-request mails, each a template on the shared branded notice (notice-mail.tsx) made from the request
// (and the event it became) when the mail job renders it. A request shows the quote it keeps (its lines, discount,
// total and anticipo) — the price it will charge — or, made before quotes, its package price.
import {
  BOOKING_MAIL,
  type BookingRequestDto,
  festejadoText,
  formatLongDate,
} from '@salones/shared/booking-requests';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { formatDateTime } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { PLAN_TEXT } from '@salones/shared/payment-plan';
import { QUOTE_TEXT, type QuoteDto } from '@salones/shared/quote';
import { type NoticeProps, noticeTemplate } from './notice-mail.tsx';

type Rows = NoticeProps['rows'];
const L = BOOKING_MAIL.labels;
const bandLabel = (r: Pick<BookingRequestDto, 'banda'>) => ATTENDANCE_BANDS[r.banda].label;

/** The quote's lines (each with its quantity when more than one), the discount, the total and the anticipo. */
function quoteRows(c: QuoteDto): Rows {
  return [
    ...c.lineas.map(
      (l) => [l.cantidad > 1 ? `${l.concepto} × ${l.cantidad}` : l.concepto, formatMoney(l.importe)] as const,
    ),
    ...(c.descuento > 0
      ? ([[QUOTE_TEXT.descuentoCodigo(c.codigo), `−${formatMoney(c.descuento)}`]] as const)
      : []),
    [L.precioTotal, formatMoney(c.total)],
    ...(c.venceSaldo && c.anticipo > 0 ? ([[L.anticipo, anticipoValue(c)]] as const) : []),
  ];
}

/** The anticipo, and when the balance is due — or that it is paid with the anticipo. */
const anticipoValue = (c: QuoteDto) =>
  c.saldoAlReservar
    ? PLAN_TEXT.anticipoIsTotal(formatMoney(c.anticipo), c.diasSaldo ?? 0)
    : PLAN_TEXT.anticipoAndBalance(
        formatMoney(c.anticipo),
        formatMoney(c.saldo),
        formatLongDate(c.venceSaldo!),
      );

function requestRows(r: BookingRequestDto): Rows {
  return [
    ...(r.festejado ? ([[L.festejado, festejadoText(r)]] as const) : []),
    [L.sucursal, r.lugar.sucursal],
    [L.fecha, formatLongDate(r.fecha)],
    [L.turno, r.turno],
    [L.paquete, r.paqueteName],
    [L.personas, `${r.personas} — ${bandLabel(r)}`],
    ...(r.cotizacion
      ? quoteRows(r.cotizacion)
      : ([[L.precioPaquete, formatMoney(r.precioPaquete)]] as const)),
    ...(r.comentarios ? ([[L.comentarios, r.comentarios]] as const) : []),
  ];
}

export const requestReceivedTemplate = noticeTemplate<{ request: BookingRequestDto }>(
  ({ request: r }, brand) => ({
    subject: BOOKING_MAIL.receivedSubject(brand.clubName),
    greeting: BOOKING_MAIL.greeting(r.userName),
    before: [BOOKING_MAIL.receivedIntro],
    rows: requestRows(r),
    after: [BOOKING_MAIL.receivedHold(formatDateTime(r.venceEl, 'weekdayLong')), BOOKING_MAIL.receivedNext],
    link: { label: BOOKING_MAIL.myRequestsLink, url: `${brand.publicUrl}/pedidos` },
  }),
);

export const newRequestStaffTemplate = noticeTemplate<{ request: BookingRequestDto }>(
  ({ request: r }, brand) => ({
    subject: BOOKING_MAIL.staffSubject(r.lugar.sucursal, formatLongDate(r.fecha)),
    before: [BOOKING_MAIL.staffIntro],
    rows: [
      [L.cliente, `${r.userName} ${r.lastname}`.trim()],
      [L.email, r.email],
      [L.phone, r.phone],
      ...requestRows(r),
    ],
    after: [BOOKING_MAIL.staffDeadline(formatDateTime(r.venceEl, 'weekdayLong'))],
    link: { label: BOOKING_MAIL.staffLink, url: `${brand.publicUrl}/admin/orders` },
  }),
);

export const requestConfirmedTemplate = noticeTemplate<{ request: BookingRequestDto; event: EventDto }>(
  ({ request: r, event: e }, brand) => ({
    subject: BOOKING_MAIL.confirmedSubject(brand.clubName),
    greeting: BOOKING_MAIL.greeting(r.userName),
    before: [BOOKING_MAIL.confirmedIntro],
    rows: [
      [L.evento, e.name],
      [L.sucursal, e.lugar.sucursal],
      [L.fecha, formatLongDate(e.fecha)],
      [L.turno, e.turno],
      [L.paquete, e.paqueteName],
      [L.personas, String(e.personas)],
      [L.precioTotal, formatMoney(e.precioTotal)],
      [L.abonado, formatMoney(e.abonado)],
      [L.adeudo, formatMoney(e.adeudo)],
    ],
    link: { label: BOOKING_MAIL.contractLink, url: `${brand.publicUrl}/pdf/${e.uid}` },
  }),
);

export const requestRejectedTemplate = noticeTemplate<{ request: BookingRequestDto }>(
  ({ request: r }, brand) => ({
    subject: BOOKING_MAIL.rejectedSubject(brand.clubName),
    greeting: BOOKING_MAIL.greeting(r.userName),
    before: [BOOKING_MAIL.rejectedIntro],
    rows: requestRows(r),
    after: [BOOKING_MAIL.rejectedReason(r.motivo ?? '')],
    link: { label: BOOKING_MAIL.myRequestsLink, url: `${brand.publicUrl}/pedidos` },
  }),
);

export const requestExpiredTemplate = noticeTemplate<{ request: BookingRequestDto }>(
  ({ request: r }, brand) => ({
    subject: BOOKING_MAIL.expiredSubject(brand.clubName),
    greeting: BOOKING_MAIL.greeting(r.userName),
    before: [BOOKING_MAIL.expiredIntro],
    rows: requestRows(r),
    link: { label: BOOKING_MAIL.myRequestsLink, url: `${brand.publicUrl}/${r.lugar.lugarname}` },
  }),
);
