// docs/product.md#events: availability, lists, one event, the dashboard, and the writes
// (docs/architecture.md#ownership, docs/architecture.md#event-request-bodies).
import {
  AvailabilityRequestSchema,
  AvailabilityResponseSchema,
  DashboardAdminsResponseSchema,
  DashboardDtoSchema,
  DateChangeRequestSchema,
  EVENT_DASHBOARD_ADMINS_PATH,
  EVENT_DASHBOARD_PATH,
  EventCreateRequestSchema,
  EventDataListResponseSchema,
  EventDataResponseSchema,
  EventListQuerySchema,
  EventListResponseSchema,
  EventResponseSchema,
  EventUpdateRequestSchema,
  ExtraAddedResponseSchema,
  ExtraDeleteRequestSchema,
  ExtraRequestSchema,
  ExtraUpdateRequestSchema,
  PaymentAddedResponseSchema,
  PaymentRequestSchema,
  StaffQuoteRequestSchema,
} from '../events.ts';
import { AdminsPageQuerySchema, EventPageQuerySchema } from '../paging.ts';
import { EventAcceptanceResponseSchema } from '../payments.ts';
import { QuoteResponseSchema } from '../quote.ts';
import { idParams } from '../schema-helpers.ts';
import { AVAILABILITY_CHECK_PATH } from './availability-check-path.ts';
import { binaryFile, defineRoute } from './route.ts';

const id = idParams('id');

export const eventRoutes = {
  /**
   * docs/product.md, "Validation rules": is this branch's date and turno free — one of its active salones, or
   * the `salon` asked for (docs/product.md, "Salones and turnos")? Answers the free `salones`. No token
   * (docs/product.md#6-roles-and-permissions).
   */
  checkAvailability: defineRoute({
    method: 'POST',
    path: AVAILABILITY_CHECK_PATH,
    body: AvailabilityRequestSchema,
    response: { 200: AvailabilityResponseSchema },
  }),
  /**
   * Staff: what POST /api/event would price with these fields — the one quote, line by line (day
   * rules, extras, the code's discount, staff's own). No lead time and no slot check: staff are not limited,
   * and the availability check answers for closures.
   */
  staffQuote: defineRoute({
    method: 'POST',
    path: '/api/event/cotizacion',
    body: StaffQuoteRequestSchema,
    response: { 200: QuoteResponseSchema },
  }),
  /** live events in date order, a page at a time (?cursor=&limit=, default 20, at most 30; paging.ts); ?from=&to=&lugar= */
  list: defineRoute({
    method: 'GET',
    path: '/api/event',
    query: EventListQuerySchema,
    response: { 200: EventListResponseSchema },
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: EVENT_DASHBOARD_PATH,
    response: { 200: DashboardDtoSchema },
  }),
  /** the dashboard's admins table past its first page */
  dashboardAdmins: defineRoute({
    method: 'GET',
    path: EVENT_DASHBOARD_ADMINS_PATH,
    query: AdminsPageQuerySchema,
    response: { 200: DashboardAdminsResponseSchema },
  }),
  /** docs/architecture.md#ownership: a role user reads only their own events */
  listOfUser: defineRoute({
    method: 'GET',
    path: '/api/event/{userId}',
    params: idParams('userId'),
    query: EventPageQuerySchema,
    response: { 200: EventListResponseSchema },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/event/obtener/{id}',
    params: id,
    response: { 200: EventDataResponseSchema },
  }),
  /** The contract of /pdf/{id} as a PDF file; the owner or staff (the same rule as `get`). */
  contractPdf: defineRoute({
    method: 'GET',
    path: '/api/event/{id}/contrato.pdf',
    params: id,
    produces: ['application/pdf'],
    response: { 200: binaryFile('El contrato del evento en PDF') },
  }),
  /**
   * The latest contract acceptance of the event — made for it, or for the request it was booked
   * from — with its version's text (null: none online); the owner or staff (the same rule as `get`).
   */
  acceptance: defineRoute({
    method: 'GET',
    path: '/api/event/{id}/aceptacion',
    params: id,
    response: { 200: EventAcceptanceResponseSchema },
  }),
  listOfCreator: defineRoute({
    method: 'GET',
    path: '/api/event/obtener/admin/{adminId}',
    params: idParams('adminId'),
    query: EventPageQuerySchema,
    response: { 200: EventDataListResponseSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/event',
    body: EventCreateRequestSchema,
    response: { 201: EventResponseSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/event/{id}',
    params: id,
    body: EventUpdateRequestSchema,
    response: { 200: EventResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/event/{id}',
    params: id,
    response: { 200: EventResponseSchema },
  }),
  addPayment: defineRoute({
    method: 'PUT',
    path: '/api/event/abono/{id}',
    params: id,
    body: PaymentRequestSchema,
    response: { 200: PaymentAddedResponseSchema },
  }),
  addExtra: defineRoute({
    method: 'PUT',
    path: '/api/event/adicional/{id}',
    params: id,
    body: ExtraRequestSchema,
    response: { 200: ExtraAddedResponseSchema },
  }),
  updateExtra: defineRoute({
    method: 'PUT',
    path: '/api/event/adicionales/actualizar/{id}',
    params: id,
    body: ExtraUpdateRequestSchema,
    response: { 200: EventResponseSchema },
  }),
  removeExtra: defineRoute({
    method: 'PUT',
    path: '/api/event/adicionales/eliminar/{id}',
    params: id,
    body: ExtraDeleteRequestSchema,
    response: { 200: EventResponseSchema },
  }),
  changeDate: defineRoute({
    method: 'PUT',
    path: '/api/event/adicionales/date/{id}',
    params: id,
    body: DateChangeRequestSchema,
    response: { 200: EventResponseSchema },
  }),
};
