// Issue #11: the booking-request mails, each a small function giving { subject, html, text } on the shared
// branded notice template (mail/templates/notice-mail.tsx), and one way to queue them that never undoes a request.
import {
  BOOKING_MAIL,
  type BookingRequestDto,
  formatDateTimeMx,
  formatLongDate,
} from '@salones/shared/booking-requests';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import type { FastifyBaseLogger } from 'fastify';
import type { JobSender, Transaction } from '../../jobs/job-types.ts';
import type { Brand } from '../../mail/templates/layout.tsx';
import { compose, type MailContent, type NoticeProps } from '../../mail/templates/notice-mail.tsx';

type Rows = NoticeProps['rows'];
const L = BOOKING_MAIL.labels;
const bandLabel = (r: Pick<BookingRequestDto, 'banda'>) => ATTENDANCE_BANDS[r.banda].label;

function requestRows(r: BookingRequestDto): Rows {
  return [
    [L.sucursal, r.lugar.sucursal],
    [L.fecha, formatLongDate(r.fecha)],
    [L.turno, r.turno],
    [L.paquete, r.paqueteName],
    [L.personas, `${r.personas} — ${bandLabel(r)}`],
    [L.precioPaquete, formatMoney(r.precioPaquete)],
    ...(r.comentarios ? ([[L.comentarios, r.comentarios]] as const) : []),
  ];
}

export const requestReceivedMail = (r: BookingRequestDto, brand: Brand) =>
  compose(
    {
      subject: BOOKING_MAIL.receivedSubject(brand.clubName),
      greeting: BOOKING_MAIL.greeting(r.userName),
      before: [BOOKING_MAIL.receivedIntro],
      rows: requestRows(r),
      after: [BOOKING_MAIL.receivedHold(formatDateTimeMx(r.venceEl)), BOOKING_MAIL.receivedNext],
      link: { label: BOOKING_MAIL.myRequestsLink, url: `${brand.publicUrl}/pedidos` },
    },
    brand,
  );

export const newRequestStaffMail = (r: BookingRequestDto, brand: Brand) =>
  compose(
    {
      subject: BOOKING_MAIL.staffSubject(r.lugar.sucursal, formatLongDate(r.fecha)),
      before: [BOOKING_MAIL.staffIntro],
      rows: [
        [L.cliente, `${r.userName} ${r.lastname}`.trim()],
        [L.email, r.email],
        [L.phone, r.phone],
        ...requestRows(r),
      ],
      after: [BOOKING_MAIL.staffDeadline(formatDateTimeMx(r.venceEl))],
      link: { label: BOOKING_MAIL.staffLink, url: `${brand.publicUrl}/admin/orders` },
    },
    brand,
  );

export const requestConfirmedMail = (r: BookingRequestDto, e: EventDto, brand: Brand) =>
  compose(
    {
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
    },
    brand,
  );

export const requestRejectedMail = (r: BookingRequestDto, brand: Brand) =>
  compose(
    {
      subject: BOOKING_MAIL.rejectedSubject(brand.clubName),
      greeting: BOOKING_MAIL.greeting(r.userName),
      before: [BOOKING_MAIL.rejectedIntro],
      rows: requestRows(r),
      after: [BOOKING_MAIL.rejectedReason(r.motivo ?? '')],
      link: { label: BOOKING_MAIL.myRequestsLink, url: `${brand.publicUrl}/pedidos` },
    },
    brand,
  );

export const requestExpiredMail = (r: BookingRequestDto, brand: Brand) =>
  compose(
    {
      subject: BOOKING_MAIL.expiredSubject(brand.clubName),
      greeting: BOOKING_MAIL.greeting(r.userName),
      before: [BOOKING_MAIL.expiredIntro],
      rows: requestRows(r),
      link: { label: BOOKING_MAIL.myRequestsLink, url: `${brand.publicUrl}/${r.lugar.lugarname}` },
    },
    brand,
  );

/**
 * Queues one mail in the job queue (issue #13.6), which sends it, retries while SMTP fails and logs each
 * failure. With `tx` it is queued in that transaction (it exists only if the change commits); without, after
 * the change was committed: a failure to queue is logged and never undoes the request.
 */
export async function queueBookingMail(
  deps: { jobs: JobSender; log: FastifyBaseLogger },
  mail: MailContent & { to: string },
  context: Record<string, unknown>,
  tx?: Transaction,
): Promise<void> {
  if (tx) {
    await deps.jobs.send('mail', { mail }, { tx });
    return;
  }
  try {
    await deps.jobs.send('mail', { mail });
  } catch (err) {
    deps.log.error(
      { err, to: mail.to, subject: mail.subject, ...context },
      'booking request mail not queued',
    );
  }
}
