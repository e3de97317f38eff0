// The staff calendar (/admin/calendar) — its limits and its texts.
import { EVENT_PAGE } from './paging.ts';

export const STAFF_CALENDAR = {
  /** events per request (the list's maximum) */
  pageSize: EVENT_PAGE.maxLimit,
  /**
   * Pages read for one visible range. A branch holds at most 2 events a day (≤ 84 in a 6-week month grid,
   * 3 pages); 'Todas las sucursales' of a large chain stops here and the screen says the view is partial.
   */
  maxPages: 10,
  /** pending requests read at once (the requests list's maximum) */
  requestsLimit: 200,
} as const;

export const STAFF_CALENDAR_MSG = {
  title: 'Calendario',
  subtitle: 'Eventos y solicitudes pendientes por sucursal. Selecciona uno para ver su detalle.',
  branchLabel: 'Sucursal',
  allBranches: 'Todas las sucursales',
  salonLabel: 'Salón',
  allSalones: 'Todos los salones',
  recursoLabel: 'Recurso',
  allRecursos: 'Todos los recursos',
  /** with a salón or a resource chosen, the pending requests are not shown */
  filteredNote: 'Con un salón o un recurso elegido se muestran solo las fiestas.',
  loadError: 'No se pudo cargar el calendario',
  empty: 'No hay eventos ni solicitudes pendientes en estas fechas',
  capped: (shown: number) =>
    `Se muestran los primeros ${shown} eventos de estas fechas. Elige una sucursal para verlos todos.`,
  legend: 'Simbología',
  pendingRequest: 'Solicitud pendiente',
  requestPrefix: 'Solicitud',
  detailTitle: 'Detalle del evento',
  requestTitle: 'Solicitud pendiente',
  closeDetail: 'Cerrar detalle',
  listView: 'Lista',
  editEvent: 'Editar evento',
  contract: 'Ver contrato',
  eventName: 'Evento',
  hours: 'Horario',
  goToOrders: 'Ver en pedidos',
  customer: 'Cliente',
  branch: 'Sucursal',
  date: 'Fecha',
  turno: 'Turno',
  package: 'Paquete',
  people: 'Personas',
  total: 'Total',
  paid: 'Abonado',
  owed: 'Adeudo',
  holdUntil: 'Apartado hasta',
} as const;
