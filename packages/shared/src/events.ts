// Events (bookings): request schemas, the ordered creation rules and the response shapes.
// docs/product.md#3-entities-and-their-fields Event, docs/product.md#5-validation-rules "Event creation",
// docs/product.md#events; docs/architecture.md#one-event-per-slot, docs/architecture.md#money-in-centavos,
// docs/architecture.md#dates-in-mexico-city, docs/architecture.md#events-by-user,
// docs/architecture.md#event-request-bodies.
import { z } from 'zod';
import { MAX_PERSONAS, PAYMENT_METHOD_NONE, PAYMENT_METHODS } from './constants.ts';
import { type IsoDate, isAfterToday, normalizeDate } from './dates.ts';
import { EVENT_MSG } from './event-messages.ts';
import { MSG } from './messages.ts';
import { type Centavos, toCentavos } from './money.ts';
import { EventPageQuerySchema } from './paging.ts';
import { bandFor, creationPaymentsProblem } from './pricing.ts';
import { promoCodeField } from './promo-codes.ts';
import { FreeSalonDtoSchema, salonField } from './salones.ts';
import {
  pesos as anyPesos,
  blankToUndefined,
  dateInput,
  inputText,
  numberInput,
  okAnswer,
  okWithMsg,
  optionalInput,
  requiredText,
  wholeNumber,
} from './schema-helpers.ts';
import { isTurnoName } from './turnos.ts';

/** One amount: pesos with ≤ 2 decimals, at most $10,000,000 (totals must fit the database, see pricing). */
const pesos = (message: string) => anyPesos(message, 10_000_000);
/** A number of guests: a JSON number or digits; the band rules (`eventFieldsProblem`) judge the value. */
const personas = () => numberInput(EVENT_MSG.personasInvalid, { integer: true });

export const EVENT_DASHBOARD_PATH = '/api/event/dashboard/resumen';
export const EVENT_DASHBOARD_ADMINS_PATH = '/api/event/dashboard/admins';

export { EVENT_MSG };

export const MENU_FIELDS = [
  'guisado',
  'guisado1',
  'guisado2',
  'guisado3',
  'guisado4',
  'infantil',
  'pastel',
  'piñata',
  'refrescos',
  'agua',
  'dulceros',
  'show',
] as const;
export type MenuField = (typeof MENU_FIELDS)[number];

/** Missing/null → ''; trimmed. */
const text = (max = 500) =>
  inputText()
    .trim()
    .max(max, EVENT_MSG.textTooLong)
    .nullish()
    .transform((v) => v ?? '');
const idField = z.guid({ error: EVENT_MSG.idInvalid });
const menuShape = Object.fromEntries(MENU_FIELDS.map((f) => [f, text()])) as Record<
  MenuField,
  ReturnType<typeof text>
>;

export const PaymentInputSchema = z.object({
  abono: z.preprocess(blankToUndefined, pesos(MSG.fallbackCantidad)),
  metodo: z.preprocess(
    blankToUndefined,
    z
      .enum([...PAYMENT_METHODS, PAYMENT_METHOD_NONE], { error: MSG.fallbackMetodo })
      .default(PAYMENT_METHOD_NONE),
  ),
  /** default: today (docs/product.md#3-entities-and-their-fields) */
  fechadePago: optionalInput(dateInput(EVENT_MSG.dateInvalid)),
  /** default: the staff member making the call */
  recibio: optionalInput(idField),
});
export type PaymentInput = z.infer<typeof PaymentInputSchema>;
export const PaymentRequestSchema = z.object({ abonos: PaymentInputSchema });

const extraShape = {
  nombre: requiredText(EVENT_MSG.extraNameRequired).max(200, EVENT_MSG.textTooLong),
  piezas: z.preprocess(
    blankToUndefined,
    wholeNumber(EVENT_MSG.piecesInvalid, { min: 1, max: 10_000 }).default(1),
  ),
  /** ignored when idProducto is given: the product's price is used */
  precio: optionalInput(pesos(EVENT_MSG.extraPriceRequired)),
  idProducto: optionalInput(idField),
};
const needsPrice = (v: { precio?: number; idProducto?: string }, ctx: z.RefinementCtx) => {
  if (!v.idProducto && v.precio === undefined) {
    ctx.addIssue({ code: 'custom', path: ['precio'], message: EVENT_MSG.extraPriceRequired });
  }
};
export const ExtraInputSchema = z.object(extraShape).superRefine(needsPrice);
export type ExtraInput = z.infer<typeof ExtraInputSchema>;
export const ExtraRequestSchema = z.object({ adicionales: ExtraInputSchema });
const ExtraWithIdSchema = z.object({ _id: idField, ...extraShape }).superRefine(needsPrice);
/** The web app sends `adicional`; `adicionales` is accepted too. */
export const ExtraUpdateRequestSchema = z
  .object({ adicional: ExtraWithIdSchema.optional(), adicionales: ExtraWithIdSchema.optional() })
  .refine((v) => v.adicional || v.adicionales, EVENT_MSG.extraRequired)
  .transform((v) => (v.adicional ?? v.adicionales)!);
export const ExtraDeleteRequestSchema = z.object({ _id: idField });

/**
 * POST /api/event (docs/architecture.md#event-request-bodies). Only types are checked here: the business
 * rules run in the order of docs/product.md#5-validation-rules in `eventCreationProblem`, so the first broken
 * rule is the one reported.
 */
export const EventCreateRequestSchema = z.object({
  user: text(100),
  lugar: text(100),
  paquete: text(100),
  name: text(200),
  fecha: text(20),
  turno: text(100),
  personas: optionalInput(personas()),
  entrada: text(20),
  salida: text(20),
  descuento: z.preprocess(blankToUndefined, pesos(EVENT_MSG.discountInvalid).default(0)),
  comentarios: text(5000),
  ...menuShape,
  abonos: z
    .array(PaymentInputSchema)
    .max(50)
    .nullish()
    .transform((v) => v ?? []),
  adicionales: z
    .array(ExtraInputSchema)
    .max(200)
    .nullish()
    .transform((v) => v ?? []),
  /** The booking request this event converts (confirms it and takes over its hold) */
  solicitud: optionalInput(idField),
  /** Book a day the branch is closed anyway (recorded in the audit log) */
  forzarCierre: optionalInput(z.boolean()),
  /** The salón's uid; without it, the request's salón or the first free one, by `orden`, that holds `personas` */
  salon: salonField(),
  /** A promo code, as a request carries it (not with `solicitud`: the request keeps its quote) */
  codigo: promoCodeField(),
});
export type EventCreateRequest = z.input<typeof EventCreateRequestSchema>;
export type EventCreateInput = z.infer<typeof EventCreateRequestSchema>;

/**
 * POST /api/event/cotizacion (the staff wizard's totals): what POST /api/event would price, from
 * the same fields — the server's quote, line by line.
 */
export const StaffQuoteRequestSchema = EventCreateRequestSchema.pick({
  lugar: true,
  paquete: true,
  fecha: true,
  turno: true,
  personas: true,
  descuento: true,
  adicionales: true,
  solicitud: true,
  codigo: true,
});
export type StaffQuoteRequest = z.input<typeof StaffQuoteRequestSchema>;
export type StaffQuoteInput = z.infer<typeof StaffQuoteRequestSchema>;

type Mandatory = Pick<
  EventCreateInput,
  'name' | 'fecha' | 'turno' | 'paquete' | 'personas' | 'lugar' | 'user'
>;
const hasMandatory = (v: Partial<Mandatory>) =>
  Boolean(v.name && v.fecha && v.turno && v.paquete && v.personas && v.lugar && v.user);

/**
 * Turno, personas band (docs/architecture.md#event-request-bodies): checked once the mandatory fields are
 * there. `turnoNames`: the branch's turnos (the API knows them); without it any turno-shaped name passes.
 */
export function eventFieldsProblem(
  v: { turno: string; personas: number },
  turnoNames?: readonly string[],
): string | null {
  if (!isTurnoName(v.turno) || (turnoNames && !turnoNames.includes(v.turno))) return EVENT_MSG.turnoInvalid;
  if (v.personas > MAX_PERSONAS && Number.isInteger(v.personas)) return EVENT_MSG.personasMax;
  if (!bandFor(v.personas)) return EVENT_MSG.personasInvalid;
  return null;
}

/** docs/product.md#5-validation-rules event edit: only the mandatory-fields rule. */
export const eventMandatoryProblem = (v: Partial<Mandatory>) => (hasMandatory(v) ? null : MSG.eventMandatory);

/**
 * docs/product.md#5-validation-rules event creation, in this order: 1) date later than today (Mexico City),
 * 2) mandatory fields, 3) payments ≥ $500, 4) payments ≤ total. Step 4 runs only when `precioTotal` is known.
 */
export function eventCreationProblem(
  v: Mandatory & { abonos: readonly { abono: number }[] },
  opts: { precioTotal: Centavos | null; now?: Date; turnoNames?: readonly string[] },
): string | null {
  if (v.fecha) {
    const fecha: IsoDate | null = normalizeDate(v.fecha);
    if (!fecha) return EVENT_MSG.dateInvalid;
    if (!isAfterToday(fecha, opts.now)) return MSG.dateNotAfterToday;
  }
  const missing = eventMandatoryProblem(v);
  if (missing) return missing;
  const fields = eventFieldsProblem({ turno: v.turno, personas: v.personas! }, opts.turnoNames);
  if (fields) return fields;
  const payments = creationPaymentsProblem(
    v.abonos.map((a) => toCentavos(a.abono)),
    opts.precioTotal,
  );
  if (payments === 'belowMinimum') return MSG.abonoMinTotal;
  if (payments === 'overTotal') return MSG.abonoOverTotal;
  return null;
}

const nullableText = (max = 500) => inputText().trim().max(max, EVENT_MSG.textTooLong).nullish();
/** An id, or the `{ uid, _id }` object an EventDto carries (the edit form may send the DTO back). */
const nullableRef = z
  .union([nullableText(100), z.object({ uid: inputText().optional(), _id: inputText().optional() })])
  .transform((v) => (v && typeof v === 'object' ? (v._id ?? v.uid ?? null) : v));
/** PUT /api/event/{id}: a missing key keeps the stored value; a blank one counts as missing. */
export const EventUpdateRequestSchema = z.object({
  name: nullableText(200),
  fecha: nullableText(20),
  turno: nullableText(100),
  paquete: nullableRef,
  lugar: nullableRef,
  personas: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.union([z.null(), personas()], { error: EVENT_MSG.personasInvalid }).optional(),
  ),
  entrada: nullableText(20),
  salida: nullableText(20),
  descuento: optionalInput(pesos(EVENT_MSG.discountInvalid)),
  comentarios: nullableText(5000),
  /** A new date or branch that is closed that day is kept anyway (audited) */
  forzarCierre: optionalInput(z.boolean()),
  /** Another salón of the branch (its uid); a new date, turno or branch without it keeps the salón when free */
  salon: salonField(),
  ...(Object.fromEntries(MENU_FIELDS.map((f) => [f, nullableText()])) as Record<
    MenuField,
    ReturnType<typeof nullableText>
  >),
});
export type EventUpdateRequest = z.input<typeof EventUpdateRequestSchema>;
export type EventUpdateInput = z.infer<typeof EventUpdateRequestSchema>;

/** Checks in a fixed order so the first problem is the one reported. */
const slotSchema = (opts: { missingMessage: string; requireLugar: boolean }) =>
  z
    .object({
      fecha: text(20),
      turno: text(100),
      lugar: text(100),
      /**
       * Availability only: the booking request staff are converting — its own hold does not make
       * the slot taken. (The date change ignores it.)
       */
      solicitud: optionalInput(idField),
      /** Date change only: move the event onto a day its branch is closed anyway (audited) */
      forzarCierre: optionalInput(z.boolean()),
      /** Availability: answer for this salón only (its uid). Date change: move the event to this salón. */
      salon: salonField(),
      /**
       * Date change only: the party's hours ('HH:MM'); without them a new turno or branch brings its turno's
       * hours in the branch's schedule, and the same turno keeps the event's
       */
      entrada: nullableText(20),
      salida: nullableText(20),
    })
    .superRefine((v, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (!v.fecha || !v.turno || (opts.requireLugar && !v.lugar)) return issue(opts.missingMessage);
      if (!isTurnoName(v.turno)) return issue(EVENT_MSG.turnoInvalid);
      if (!normalizeDate(v.fecha)) return issue(EVENT_MSG.dateInvalid);
    })
    .transform((v) => ({ ...v, fecha: normalizeDate(v.fecha)! }));

/** POST /api/event/fecha (docs/product.md#5-validation-rules availability; the branch is required too). */
export const AvailabilityRequestSchema = slotSchema({
  missingMessage: MSG.availabilityIncomplete,
  requireLugar: true,
});
/** PUT /api/event/adicionales/date/{id}: without lugar the event keeps its branch. */
export const DateChangeRequestSchema = slotSchema({
  missingMessage: MSG.consultDateRequired,
  requireLugar: false,
});

/** GET /api/event: a page of live events, optionally within from…to (paging.ts) */
export const EventListQuerySchema = EventPageQuerySchema.extend({
  from: optionalInput(dateInput(EVENT_MSG.dateInvalid)),
  to: optionalInput(dateInput(EVENT_MSG.dateInvalid)),
  /** one branch's events (the staff calendar) */
  lugar: optionalInput(idField),
  /** those held in one salón */
  salon: optionalInput(idField),
  /** those a resource (animador, fotógrafo…) is assigned to */
  recurso: optionalInput(idField),
});

// ── Response shapes (money in pesos, dates 'YYYY-MM-DD'); the API serializes with these ──
const isoDate = z.string().describe("'YYYY-MM-DD'");
const pesosOut = z.number().describe('pesos');

export const EventPaymentDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  abono: pesosOut,
  metodo: z.string(),
  fechadePago: isoDate,
  recibio: z.string().nullable(),
  recibioName: z.string(),
});
export type EventPaymentDto = z.infer<typeof EventPaymentDtoSchema>;

export const EventExtraDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  nombre: z.string(),
  piezas: z.number(),
  precio: pesosOut,
  total: pesosOut,
  idProducto: z.string().nullable(),
});
export type EventExtraDto = z.infer<typeof EventExtraDtoSchema>;

export const EventPlaceDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  sucursal: z.string(),
  lugarname: z.string(),
  direccion: z.string(),
  phone: z.string(),
});
export type EventPlaceDto = z.infer<typeof EventPlaceDtoSchema>;

const menuOutShape = Object.fromEntries(MENU_FIELDS.map((f) => [f, z.string()])) as Record<
  MenuField,
  z.ZodString
>;

export const EventDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  name: z.string(),
  fecha: isoDate,
  turno: z.string(),
  personas: z.number(),
  entrada: z.string(),
  salida: z.string(),
  paquete: z.object({ uid: z.string(), _id: z.string(), name: z.string() }).nullable(),
  paqueteName: z.string(),
  lugar: EventPlaceDtoSchema,
  /** the salón's uid and name; null for a past party whose salón was deleted since */
  salon: z.string().nullable(),
  salonNombre: z.string().nullable(),
  /**
   * The salón's name as the family's screens show it: only when the branch has more than one active salón
   * (docs/product.md, "Salones and turnos"), else null
   */
  salonMostrado: z.string().nullable(),
  /** the customer's id */
  user: z.string(),
  userName: z.string(),
  lastname: z.string(),
  email: z.string(),
  creador: z.object({ uid: z.string(), name: z.string(), lastname: z.string() }).nullable(),
  fechaDeRegistro: isoDate,
  precioPaquete: pesosOut,
  /** subtotal: package + extras */
  precio: pesosOut,
  descuento: pesosOut,
  precioTotal: pesosOut,
  abonado: pesosOut,
  adeudo: pesosOut,
  abonos: z.array(EventPaymentDtoSchema),
  adicionales: z.array(EventExtraDtoSchema),
  comentarios: z.string(),
  ...menuOutShape,
  /**
   * The balance in the payment plan (payment-plan.ts balanceDue) — due BALANCE_DUE_DAYS before the
   * event but never before the day it was booked (`alReservar`: then on that day, with the anticipo), past due
   * ('Vencido') once that day went by while owed; on the reads of one event and of the event lists
   */
  plan: z.object({ saldoVenceEl: isoDate, vencido: z.boolean(), alReservar: z.boolean() }).optional(),
});
export type EventDto = z.infer<typeof EventDtoSchema>;

export const DashboardAdminDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  name: z.string(),
  lastname: z.string(),
  lugar: z.object({ uid: z.string(), sucursal: z.string() }).nullable(),
  /** live events this admin created */
  eventsCount: z.number(),
});
export type DashboardAdminDto = z.infer<typeof DashboardAdminDtoSchema>;

/** One dashboard card's events: its dates, how many there are, and where its second page starts. */
export const DashboardBucketSchema = z.object({
  from: isoDate,
  to: isoDate,
  total: z.number(),
  /** GET /api/event?from&to&cursor= gives the next events; null when the card holds them all */
  nextCursor: z.string().nullable(),
});
export type DashboardBucket = z.infer<typeof DashboardBucketSchema>;

/** GET EVENT_DASHBOARD_PATH (counts and sums computed by the database, lists limited) */
export const DashboardDtoSchema = okAnswer({
  /** pesos paid on live events; only for super_admin */
  totalEarnings: pesosOut.optional(),
  eventsCount: z.number(),
  usersCount: z.number(),
  /** the first page of admins (GET EVENT_DASHBOARD_ADMINS_PATH gives the rest) */
  admins: z.array(DashboardAdminDtoSchema),
  adminsTotal: z.number(),
  /** the first EVENT_PAGE.dashboard events of each card */
  today: z.array(EventDtoSchema),
  /** today … today + 15 days, inclusive */
  next15: z.array(EventDtoSchema),
  thisMonth: z.array(EventDtoSchema),
  buckets: z.object({
    today: DashboardBucketSchema,
    next15: DashboardBucketSchema,
    thisMonth: DashboardBucketSchema,
  }),
});
export type DashboardDto = z.infer<typeof DashboardDtoSchema>;

// ── Whole answers of the event routes ──
export const AvailabilityResponseSchema = okWithMsg({
  fecha: isoDate,
  /** the free active salones that turno, by `orden` (with `salon`, that one) */
  salones: z.array(FreeSalonDtoSchema),
});
/** a page of events; `nextCursor` (paging.ts) is null on the last page */
export const EventListResponseSchema = okAnswer({
  evento: z.array(EventDtoSchema),
  nextCursor: z.string().nullable(),
});
export const EventResponseSchema = okWithMsg({ evento: EventDtoSchema });
export const EventDataResponseSchema = okAnswer({ eventoData: EventDtoSchema });
export const EventDataListResponseSchema = okAnswer({
  eventoData: z.array(EventDtoSchema),
  nextCursor: z.string().nullable(),
});
/** GET EVENT_DASHBOARD_ADMINS_PATH */
export const DashboardAdminsResponseSchema = okAnswer({
  admins: z.array(DashboardAdminDtoSchema),
  total: z.number(),
});
export const PaymentAddedResponseSchema = okWithMsg({ addAbono: EventDtoSchema });
export const ExtraAddedResponseSchema = okWithMsg({ addAdicional: EventDtoSchema });
