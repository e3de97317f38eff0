// Issue #11: the booking-request mails, each a small function returning { subject, html, text } (so they
// can move onto the branded templates), and one way to send them that never undoes the request.
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
import type { Mailer } from '../../plugins/mailer.ts';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}
type Rows = readonly (readonly [label: string, value: string])[];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A greeting, paragraphs, a table of facts and a link, in HTML and in plain text. */
function compose(opts: {
  subject: string;
  greeting?: string;
  before: string[];
  rows: Rows;
  after?: string[];
  link?: { label: string; url: string };
}): MailContent {
  const { subject, greeting, before, rows, after = [], link } = opts;
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...before,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...after,
    ...(link ? [link.label, link.url] : []),
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 12px">${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html lang="es-MX"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    greeting ? p(greeting) : '',
    ...before.map(p),
    '<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">',
    ...rows.map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    ),
    '</table>',
    ...after.map(p),
    link
      ? `<p style="margin:0 0 12px">${escapeHtml(link.label)}<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`
      : '',
    '</body></html>',
  ].join('');
  return { subject, html, text };
}

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

export const requestReceivedMail = (r: BookingRequestDto, o: { clubName: string; publicUrl: string }) =>
  compose({
    subject: BOOKING_MAIL.receivedSubject(o.clubName),
    greeting: BOOKING_MAIL.greeting(r.userName),
    before: [BOOKING_MAIL.receivedIntro],
    rows: requestRows(r),
    after: [BOOKING_MAIL.receivedHold(formatDateTimeMx(r.venceEl)), BOOKING_MAIL.receivedNext],
    link: { label: BOOKING_MAIL.myRequestsLink, url: `${o.publicUrl}/pedidos` },
  });

export const newRequestStaffMail = (r: BookingRequestDto, o: { publicUrl: string }) =>
  compose({
    subject: BOOKING_MAIL.staffSubject(r.lugar.sucursal, formatLongDate(r.fecha)),
    before: [BOOKING_MAIL.staffIntro],
    rows: [
      [L.cliente, `${r.userName} ${r.lastname}`.trim()],
      [L.email, r.email],
      [L.phone, r.phone],
      ...requestRows(r),
    ],
    after: [BOOKING_MAIL.staffDeadline(formatDateTimeMx(r.venceEl))],
    link: { label: BOOKING_MAIL.staffLink, url: `${o.publicUrl}/admin/orders` },
  });

export const requestConfirmedMail = (
  r: BookingRequestDto,
  e: EventDto,
  o: { clubName: string; publicUrl: string },
) =>
  compose({
    subject: BOOKING_MAIL.confirmedSubject(o.clubName),
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
    link: { label: BOOKING_MAIL.contractLink, url: `${o.publicUrl}/pdf/${e.uid}` },
  });

export const requestRejectedMail = (r: BookingRequestDto, o: { clubName: string; publicUrl: string }) =>
  compose({
    subject: BOOKING_MAIL.rejectedSubject(o.clubName),
    greeting: BOOKING_MAIL.greeting(r.userName),
    before: [BOOKING_MAIL.rejectedIntro],
    rows: requestRows(r),
    after: [BOOKING_MAIL.rejectedReason(r.motivo ?? '')],
    link: { label: BOOKING_MAIL.myRequestsLink, url: `${o.publicUrl}/pedidos` },
  });

export const requestExpiredMail = (r: BookingRequestDto, o: { clubName: string; publicUrl: string }) =>
  compose({
    subject: BOOKING_MAIL.expiredSubject(o.clubName),
    greeting: BOOKING_MAIL.greeting(r.userName),
    before: [BOOKING_MAIL.expiredIntro],
    rows: requestRows(r),
    link: { label: BOOKING_MAIL.myRequestsLink, url: `${o.publicUrl}/${r.lugar.lugarname}` },
  });

const RETRY_DELAYS_MS = [1_000, 5_000];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Sends one mail, retrying twice (after 1 s and 5 s); a mail that still fails is logged and reported as
 * false, never thrown: the request it tells about stands.
 */
export async function sendBookingMail(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  to: string,
  content: MailContent,
  context: Record<string, unknown>,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await deps.mailer.send({ to, ...content });
      return true;
    } catch (err) {
      const willRetry = attempt < retryDelaysMs.length;
      deps.log.error(
        { err, to, subject: content.subject, attempt: attempt + 1, willRetry, ...context },
        'booking request mail failed',
      );
      if (!willRetry) return false;
      await pause(retryDelaysMs[attempt]);
    }
  }
}
