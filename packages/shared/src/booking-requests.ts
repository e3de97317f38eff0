// Booking requests (solicitudes) — a customer asks for a branch, date and turno; the slot is held
// for BOOKING_HOLD_HOURS until staff convert it into an event, reject it, the customer cancels it, or it
// expires. Request schemas, DTOs, the Spanish texts (ours, not the spec's) and the rules both sides share.
import { z } from 'zod';
import { PageQuerySchema } from './accounts.ts';
import { ATTENDANCE_BANDS, type AttendanceBand } from './constants.ts';
import { formatDateTime, isAfterToday, normalizeDate } from './dates.ts';
import { EVENT_REF_MSG } from './event-refs.ts';
import { EVENT_MSG } from './events.ts';
import { EDAD_RANGE, FESTEJADO_MAX, INVITATION_MSG } from './invitations.ts';
import { asSentence, MSG } from './messages.ts';
import type { Centavos } from './money.ts';
import { PACKAGE_MSG } from './packages.ts';
import { PLACE_MSG } from './places.ts';
import { bandFor, packagePriceFor } from './pricing.ts';
import { promoCodeField } from './promo-codes.ts';
import { QuoteDtoSchema, QuoteExtrasSchema } from './quote.ts';
import { salonField } from './salones.ts';
import { inputText, numberInput, okAnswer, okWithMsg, optionalInput, wholeNumber } from './schema-helpers.ts';
import { CALENDAR_MONTHS_AHEAD, holdIsPast, SLOT_STATES } from './slots.ts';
import { isTurnoName } from './turnos.ts';
import { optionalWhatsAppConsent } from './whatsapp-consent.ts';

// ── Rules ──
/** Guests a request may ask for: the two bands of the catalogue, 50 … 150. */
export const BOOKING_MIN_PERSONAS = ATTENDANCE_BANDS.basico.min;
export const BOOKING_MAX_PERSONAS = ATTENDANCE_BANDS.grande.max;
/** A customer may have at most this many live (pending, not yet expired) requests. */
export const MAX_PENDING_REQUESTS = 3;
/** Default of the BOOKING_HOLD_HOURS setting: how long a request holds its slot. */
export const DEFAULT_BOOKING_HOLD_HOURS = 48;

export const BOOKING_STATUSES = ['pendiente', 'confirmada', 'rechazada', 'vencida', 'cancelada'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pendiente: 'Pendiente',
  confirmada: 'Confirmada',
  rechazada: 'Rechazada',
  vencida: 'Vencida',
  cancelada: 'Cancelada',
};

export const BOOKING_MSG = {
  lugarRequired: 'Elige la sucursal',
  paqueteRequired: 'Elige el paquete',
  fechaRequired: 'Elige la fecha',
  turnoRequired: 'Elige el turno',
  personasRequired: 'Indica el número de personas',
  personasRange: `El número de personas debe estar entre ${BOOKING_MIN_PERSONAS} y ${BOOKING_MAX_PERSONAS}`,
  dateNotAfterToday: MSG.dateNotAfterToday,
  dateInvalid: EVENT_MSG.dateInvalid,
  turnoInvalid: EVENT_MSG.turnoInvalid,
  textTooLong: EVENT_MSG.textTooLong,
  slotTaken: EVENT_MSG.slotTaken,
  tooManyPending: `Ya tienes ${MAX_PENDING_REQUESTS} solicitudes pendientes; espera la respuesta o cancela una antes de enviar otra`,
  placeNotFound: PLACE_MSG.notFound,
  packageNotFound: PACKAGE_MSG.notFound,
  packageNotInBranch: EVENT_REF_MSG.packageOtherPlace,
  notFound: 'No se encontró la solicitud',
  forbidden: 'No tienes permiso para ver esta solicitud',
  notPending: 'La solicitud ya no está pendiente',
  motivoRequired: 'Escribe el motivo del rechazo',
  conversionMismatch: 'El evento debe ser para el cliente, la sucursal, la fecha y el turno de la solicitud',
  statusInvalid: 'El estado no es válido',
  monthInvalid: 'El mes no es válido (AAAA-MM)',
  monthOutOfRange: `Elige un mes entre el actual y los próximos ${CALENDAR_MONTHS_AHEAD} meses`,
  created: 'Recibimos tu solicitud; te avisaremos por correo cuando la confirmemos',
  cancelled: 'Solicitud cancelada',
  rejected: 'Solicitud rechazada',
  confirmed: 'Solicitud confirmada',
} as const;

/** Null when `personas` may be requested, else the Spanish message. */
export function bookingPersonasProblem(personas: number): string | null {
  if (!Number.isInteger(personas) || personas < BOOKING_MIN_PERSONAS || personas > BOOKING_MAX_PERSONAS) {
    return BOOKING_MSG.personasRange;
  }
  return null;
}

/** The band and its package price for a number of guests (packages/shared/src/pricing.ts). */
export function bookingPriceFor(
  pkg: { basico: Centavos; grande: Centavos },
  personas: number,
): { banda: AttendanceBand; precio: Centavos } | null {
  const banda = bandFor(personas);
  const precio = packagePriceFor(pkg, personas);
  return banda && precio !== null && !bookingPersonasProblem(personas) ? { banda, precio } : null;
}

/**
 * A customer's requests as /pedidos lists them: the active ones (pending, then confirmed) above
 * the ended ones (rejected, expired, cancelled); within each, the order given (newest first). `estado` is
 * what the request is now (effectiveStatus), so a hold that has just passed sinks too.
 */
export function sortForCustomer<T extends { estado: BookingStatus; venceEl: Date | string }>(
  requests: readonly T[],
  now: Date = new Date(),
): T[] {
  const rank = (r: T) => {
    const estado = effectiveStatus(r, now);
    return estado === 'pendiente' ? 0 : estado === 'confirmada' ? 1 : 2;
  };
  return requests
    .map((r, i) => ({ r, i, rank: rank(r) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ r }) => r);
}

/** The hold's end: `hours` after `from`. */
export const holdDeadline = (from: Date, hours: number) => new Date(from.getTime() + hours * 3_600_000);

/**
 * What a request is now: a pending one whose hold has passed is already 'vencida' for everyone (the sweep
 * writes it later; availability compares the hold time with now).
 */
export function effectiveStatus(
  r: { estado: BookingStatus; venceEl: Date | string },
  now: Date = new Date(),
): BookingStatus {
  if (r.estado === 'pendiente' && holdIsPast(r.venceEl, now)) return 'vencida';
  return r.estado;
}

/** 'Quedan 1 d 3 h', 'Quedan 5 h 12 min', 'Quedan 4 min', or 'Vencida' — the time left of a hold. */
export function formatTimeLeft(venceEl: Date | string, now: Date = new Date()): string {
  if (holdIsPast(venceEl, now)) return BOOKING_STATUS_LABELS.vencida;
  const ms = new Date(venceEl).getTime() - now.getTime();
  const minutes = Math.ceil(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `Quedan ${days} d ${hours} h`;
  if (hours > 0) return `Quedan ${hours} h ${mins} min`;
  return `Quedan ${mins} min`;
}

export { datesOfMonth, formatLongDate } from './dates.ts';
// the public calendar's months and dates live in zod-free modules (an island imports them: decision 015)
export { CALENDAR_MONTHS_AHEAD, calendarMonths } from './slots.ts';

/**
 * POST /api/solicitud's rules after the types, in this order: date, turno, date after today, guests. `turnoNames`:
 * the branch's turnos (the API knows them); without it any turno-shaped name passes.
 * (Login, slot free, pending count and the package's branch need the database: the API checks them.)
 */
export function bookingRequestProblem(
  v: { fecha: string; turno: string; personas: number },
  now: Date = new Date(),
  turnoNames?: readonly string[],
): string | null {
  const fecha = normalizeDate(v.fecha);
  if (!fecha) return BOOKING_MSG.dateInvalid;
  if (!isTurnoName(v.turno) || (turnoNames && !turnoNames.includes(v.turno))) return BOOKING_MSG.turnoInvalid;
  if (!isAfterToday(fecha, now)) return BOOKING_MSG.dateNotAfterToday;
  return bookingPersonasProblem(v.personas);
}

// ── Requests ──
const idField = (message: string) => z.guid({ error: message });
const required = (message: string, max: number) =>
  inputText({ error: message }).trim().min(1, message).max(max, BOOKING_MSG.textTooLong);

/** POST /api/cotizacion: what the party is, its extras and a promo code. Types only. */
export const QuoteRequestSchema = z.object({
  lugar: idField(BOOKING_MSG.lugarRequired),
  paquete: idField(BOOKING_MSG.paqueteRequired),
  fecha: required(BOOKING_MSG.fechaRequired, 20),
  turno: required(BOOKING_MSG.turnoRequired, 100),
  personas: numberInput(BOOKING_MSG.personasRequired, { integer: true }),
  /** products of the catalogue and how many */
  extras: QuoteExtrasSchema,
  /** a promo code, any case */
  codigo: promoCodeField(),
});
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;
export type QuoteRequestInput = z.infer<typeof QuoteRequestSchema>;

/**
 * POST /api/solicitud: the quote's fields, comments and whose birthday it is. Types only; `bookingRequestProblem`
 * and the API judge the values. `festejado`/`edad` are optional for the clients written before them: such a
 * request's party is named after the family (partyName).
 */
export const BookingRequestCreateSchema = QuoteRequestSchema.extend({
  /** the salón's uid; without it the server gives the first free one, by `orden`, that holds `personas` */
  salon: salonField(),
  comentarios: inputText()
    .trim()
    .max(2000, BOOKING_MSG.textTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  festejado: optionalInput(inputText().trim().max(FESTEJADO_MAX, INVITATION_MSG.festejadoTooLong)).transform(
    (v) => v ?? '',
  ),
  edad: optionalInput(wholeNumber(INVITATION_MSG.edadInvalid, EDAD_RANGE)).transform((v) => v ?? null),
  /** 'Quiero recibir avisos de mi fiesta por WhatsApp…': true turns them on, false off, absent leaves them */
  whatsapp: optionalWhatsAppConsent,
});
export type BookingRequestCreate = z.input<typeof BookingRequestCreateSchema>;
export type BookingRequestCreateInput = z.infer<typeof BookingRequestCreateSchema>;

/** PUT /api/solicitud/{id}/cancelar: nothing to send (an empty object or no body). */
export const BookingCancelSchema = z.object({}).nullish();

/** PUT /api/solicitud/{id}/rechazar */
export const BookingRejectSchema = z.object({ motivo: required(BOOKING_MSG.motivoRequired, 1000) });

/** GET /api/solicitud: staff filter by status and branch; a customer always gets their own. */
export const BookingListQuerySchema = PageQuerySchema.extend({
  estado: z.enum(BOOKING_STATUSES, { error: BOOKING_MSG.statusInvalid }).optional(),
  lugar: idField(BOOKING_MSG.placeNotFound).optional(),
});
export type BookingListQuery = z.input<typeof BookingListQuerySchema>;

/** GET /api/event/calendario/{placeId}?mes=YYYY-MM */
export const CalendarQuerySchema = z.object({
  mes: inputText({ error: BOOKING_MSG.monthInvalid }).regex(
    /^\d{4}-(0[1-9]|1[0-2])$/,
    BOOKING_MSG.monthInvalid,
  ),
});

// ── Responses ──
const isoDate = z.string().describe("'YYYY-MM-DD'");
const isoDateTime = z.string().describe('ISO 8601 date-time (UTC)');

export const BookingRequestDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  /** as of now: a pending request past its hold reads 'vencida' even before the sweep writes it */
  estado: z.enum(BOOKING_STATUSES),
  fecha: isoDate,
  turno: z.string(),
  personas: z.number(),
  banda: z.enum(['basico', 'grande']),
  /** the package's price (band price with the day's rules) when the request was made, pesos */
  precioPaquete: z.number().describe('pesos'),
  /** The quote it was made with (extras, discount, total); null for requests made before quotes */
  cotizacion: QuoteDtoSchema.nullable(),
  comentarios: z.string(),
  /** '¿Quién cumple años?': the child's name ('' when the request was made without it) and the age turned */
  festejado: z.string(),
  edad: z.number().int().nullable(),
  lugar: z.object({
    uid: z.string(),
    _id: z.string(),
    sucursal: z.string(),
    lugarname: z.string(),
    phone: z.string(),
  }),
  /** null when the package was deleted since; `paqueteName` keeps its name */
  paquete: z.object({ uid: z.string(), _id: z.string(), name: z.string() }).nullable(),
  paqueteName: z.string(),
  /** the salón held (its uid and name); null for an old request whose salón was deleted since */
  salon: z.string().nullable(),
  salonNombre: z.string().nullable(),
  /** the salón's name as the family's screens show it: only at a branch of more than one active salón, else null */
  salonMostrado: z.string().nullable(),
  /** the customer */
  user: z.string(),
  userName: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  /** the hold's end */
  venceEl: isoDateTime,
  creadoEl: isoDateTime,
  /** the rejection's reason, else null */
  motivo: z.string().nullable(),
  /** the event it became (estado 'confirmada'), else null */
  evento: z.string().nullable(),
});
export type BookingRequestDto = z.infer<typeof BookingRequestDtoSchema>;

const countsShape = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, z.number().int()])) as Record<
  BookingStatus,
  z.ZodNumber
>;
/** Requests per status (as of now) among those the caller may see, whatever `estado` filter was asked. */
export const BookingCountsSchema = z.object(countsShape);
export type BookingCounts = z.infer<typeof BookingCountsSchema>;

export const BookingRequestResponseSchema = okWithMsg({ solicitud: BookingRequestDtoSchema });
export const BookingRequestReadSchema = okAnswer({ solicitud: BookingRequestDtoSchema });
export const BookingRequestListSchema = okAnswer({
  /** newest first */
  solicitudes: z.array(BookingRequestDtoSchema),
  /** matching the filters */
  total: z.number().int(),
  conteos: BookingCountsSchema,
});

/** One turno of a day on the public calendar: its hours, its state and how many salones are free in it. */
export const CalendarTurnoSchema = z.object({
  nombre: z.string(),
  inicio: z.string().describe("'HH:MM'"),
  fin: z.string().describe("'HH:MM'"),
  /** 'cerrado' only when every salón is closed that day; 'ocupado' when no open salón is free */
  estado: z.enum(SLOT_STATES),
  /** the branch's active salones neither closed that day nor taken in this turno (a live event or hold) */
  libres: z.number().int(),
});
export type CalendarTurno = z.infer<typeof CalendarTurnoSchema>;

export const CalendarDaySchema = z.object({
  fecha: isoDate,
  /** the turno's `estado`, on a day it runs (the chain's two turnos keep their keys) */
  Matutino: z.enum(SLOT_STATES).optional(),
  Vespertino: z.enum(SLOT_STATES).optional(),
  /** the turnos that run that day, by their start: none, one, two or more */
  turnos: z.array(CalendarTurnoSchema),
  /** The closure's reason when the day is 'cerrado' (the whole branch, or every salón of it, closed) */
  motivo: z.string().optional(),
  /**
   * On a day that is not closed, the names of the price rules that raise the package price that
   * day (quote.ts daySurcharges), in the order the quote applies them; absent when none does
   */
  recargos: z.array(z.string()).optional(),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;
export const CalendarResponseSchema = okAnswer({
  mes: z.string().describe("'YYYY-MM'"),
  /**
   * every day of the month and its turnos: taken = a live event or a live hold in every open salón; closed = a
   * closure of the branch, or of each of its salones, that day; a day that costs more names its rules (`recargos`)
   */
  dias: z.array(CalendarDaySchema),
  /** The branch's lead time — a family may ask from firstRequestableDate(diasAnticipacion) on */
  diasAnticipacion: z.number().int(),
});
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;

// ── The party's name ──
export const FESTEJADO_LABEL = 'Festejado';
/** The request form's question (the child's name) and its age field. */
export const FESTEJADO_QUESTION = '¿Quién cumple años?';
export const EDAD_LABEL = 'Edad que cumple (opcional)';
const years = (edad: number) => `${edad} ${edad === 1 ? 'año' : 'años'}`;
/** 'Sofía, 6 años' — the child as a request shows it; '' when the request has no name. */
export const festejadoText = (r: { festejado: string; edad: number | null }) =>
  r.festejado ? (r.edad ? `${r.festejado}, ${years(r.edad)}` : r.festejado) : '';
/**
 * The event a request becomes is named after the child ('Fiesta de Sofía (6 años)'); a request made without
 * the name, after the family (`cliente`), as before.
 */
export const partyName = (r: { festejado: string; edad: number | null }, cliente: string) =>
  r.festejado
    ? `Fiesta de ${r.festejado}${r.edad ? ` (${years(r.edad)})` : ''}`
    : `Fiesta de ${cliente}`.trim();

// ── Dates and mail texts (es-MX) ──
/** The customer's line about the hold: 'Apartamos este horario hasta el jueves, …, 3:05 p.m.' */
export const holdUntilSentence = (venceEl: Date | string) =>
  asSentence(`Apartamos este horario hasta el ${formatDateTime(venceEl, 'weekdayLong')}`);

export const BOOKING_MAIL = {
  greeting: (name: string) => `Hola ${name}:`,
  receivedSubject: (club: string) => `${club}: recibimos tu solicitud`,
  receivedIntro: 'Recibimos tu solicitud de fecha. Estos son los datos:',
  receivedHold: (deadline: string) => `Apartamos este horario para ti hasta el ${deadline}`,
  receivedNext: 'Te escribiremos en cuanto la confirmemos.',
  confirmedSubject: (club: string) => `${club}: tu evento está confirmado`,
  confirmedIntro: 'Confirmamos tu solicitud; tu evento quedó agendado:',
  contractLink: 'Consulta e imprime tu contrato aquí:',
  rejectedSubject: (club: string) => `${club}: no pudimos confirmar tu solicitud`,
  rejectedIntro: 'Lo sentimos, no pudimos confirmar tu solicitud:',
  rejectedReason: (motivo: string) => `Motivo: ${motivo}`,
  expiredSubject: (club: string) => `${club}: tu solicitud venció`,
  expiredIntro:
    'El tiempo para confirmar tu solicitud terminó y el horario quedó libre. Si aún te interesa, envía una nueva solicitud:',
  staffSubject: (sucursal: string, fecha: string) => `Nueva solicitud: ${sucursal}, ${fecha}`,
  staffIntro: 'Un cliente solicitó una fecha:',
  staffDeadline: (deadline: string) => `El horario queda apartado hasta el ${deadline}`,
  staffLink: 'Revísala en la sección de pedidos:',
  myRequestsLink: 'Consulta tus solicitudes aquí:',
  labels: {
    festejado: FESTEJADO_LABEL,
    sucursal: 'Sucursal',
    fecha: 'Fecha',
    turno: 'Turno',
    paquete: 'Paquete',
    personas: 'Personas',
    precioPaquete: 'Precio del paquete',
    comentarios: 'Comentarios',
    cliente: 'Cliente',
    email: 'Correo',
    phone: 'Teléfono',
    evento: 'Evento',
    precioTotal: 'Total',
    anticipo: 'Anticipo',
    abonado: 'Abonado',
    adeudo: 'Adeudo',
  },
} as const;
