/**
 * The one query-key factory. Every query's key starts with its resource's root (`queryKeys.places.all`, …),
 * so a mutation invalidates that root and every screen showing the resource reloads — the admin table, the
 * home page's branch picker and the event wizard's alike.
 */
export const queryKeys = {
  session: { all: ['session'] as const },
  site: { all: ['site'] as const },
  /** a public form's answer from the server, when the page is the answer to its post */
  formAnswers: { all: ['form-answers'] as const },
  /** the day the server rendered the page on (lib/page-day.ts) */
  pageDay: ['page-day'] as const,
  places: {
    all: ['places'] as const,
    list: () => ['places', 'list'] as const,
    detail: (placeId: string) => ['places', 'detail', placeId] as const,
    /** lugarname is case-insensitive (docs/product.md#2-screens-and-routes /{lugarname}) */
    byName: (slug: string) => ['places', 'by-name', slug.toLowerCase()] as const,
  },
  packages: {
    all: ['packages'] as const,
    byPlace: (placeId: string) => ['packages', 'by-place', placeId] as const,
    detail: (packageId: string) => ['packages', 'detail', packageId] as const,
  },
  /** A branch's salones (staff: the inactive ones too) and its turnos by weekday */
  salones: {
    all: ['salones'] as const,
    byPlace: (placeId: string) => ['salones', 'by-place', placeId] as const,
    active: (placeId: string) => ['salones', 'active', placeId] as const,
    turnos: (placeId: string) => ['salones', 'turnos', placeId] as const,
  },
  /** A branch's resources (animadores…), a party's assigned ones, and a branch's day sheet */
  recursos: {
    all: ['recursos'] as const,
    byPlace: (placeId: string) => ['recursos', 'by-place', placeId] as const,
    ofEvent: (eventId: string) => ['recursos', 'of-event', eventId] as const,
    daySheet: (placeId: string, fecha: string) => ['recursos', 'day-sheet', placeId, fecha] as const,
  },
  gallery: {
    all: ['gallery'] as const,
    byPlace: (placeId: string) => ['gallery', 'by-place', placeId] as const,
  },
  slides: { all: ['slides'] as const },
  products: { all: ['products'] as const },
  footer: { all: ['footer'] as const },
  users: {
    all: ['users'] as const,
    list: (params: object) => ['users', 'list', params] as const,
    detail: (userId: string) => ['users', 'detail', userId] as const,
  },
  events: {
    all: ['events'] as const,
    detail: (eventId: string) => ['events', 'detail', eventId] as const,
    byUser: (userId: string | undefined) => ['events', 'by-user', userId] as const,
    dashboard: () => ['events', 'dashboard'] as const,
    /** the pages after a dashboard card's first (from `cursor` on) */
    range: (from: string, to: string, cursor: string | null) =>
      ['events', 'range', from, to, cursor] as const,
    dashboardAdmins: () => ['events', 'dashboard-admins'] as const,
    /** Every event of the staff calendar's visible range, of one branch or all (lugar null), maybe filtered */
    calendar: (from: string, to: string, lugar: string | null, filters?: object) =>
      ['events', 'calendar', from, to, lugar, filters] as const,
    /** Under events, so every event mutation refreshes the history too */
    history: (eventId: string, page: number) => ['events', 'history', eventId, page] as const,
    /** The staff wizard's quote of these fields (POST /api/event/cotizacion) */
    quote: (body: object) => ['events', 'quote', body] as const,
    /** The event's factura and its complements (a payment brings a complement: under events, it reloads) */
    factura: (eventId: string) => ['events', 'factura', eventId] as const,
  },
  /** The staff's list of CFDI (a factura asked for reloads it) */
  facturas: {
    all: ['facturas'] as const,
    list: (params: object) => ['facturas', 'list', params] as const,
  },
  /** An event's party page and its guests (owner and staff) */
  invitations: {
    all: ['invitations'] as const,
    ofEvent: (eventId: string) => ['invitations', 'page', eventId] as const,
    guests: (eventId: string) => ['invitations', 'guests', eventId] as const,
  },
  /** The staff reports, one key per report and period */
  reports: {
    report: (kind: string, params: object) => ['reports', kind, params] as const,
  },
  /** The whole audit log (super_admin) */
  audit: {
    all: ['audit'] as const,
    list: (params: object) => ['audit', 'list', params] as const,
  },
  /** The public month calendar of a branch (events and live holds make a turno 'ocupado') */
  availability: {
    all: ['availability'] as const,
    month: (placeId: string, mes: string) => ['availability', placeId, mes] as const,
  },
  /** Booking requests; creating, cancelling, rejecting or converting one also refreshes availability */
  bookingRequests: {
    all: ['booking-requests'] as const,
    list: (params: object) => ['booking-requests', 'list', params] as const,
    detail: (requestId: string) => ['booking-requests', 'detail', requestId] as const,
  },
  /** The server's quote of a party; price rules and promo codes (staff) */
  pricing: {
    all: ['pricing'] as const,
    quote: (body: object) => ['pricing', 'quote', body] as const,
    rules: () => ['pricing', 'rules'] as const,
    promos: () => ['pricing', 'promos'] as const,
  },
  /** The closures staff manage (the public calendar shows them: availability reloads too) */
  closures: {
    all: ['closures'] as const,
    list: () => ['closures', 'list'] as const,
  },
  messages: {
    all: ['messages'] as const,
    page: (page: number) => ['messages', 'page', page] as const,
  },
  /** WhatsApp: a family's consent, the staff inbox, one family's messages (a reply reloads them all) */
  whatsapp: {
    all: ['whatsapp'] as const,
    consent: (userId: string) => ['whatsapp', 'consent', userId] as const,
    /** every page of the inbox (reading a conversation changes its unread counts) */
    inbox: ['whatsapp', 'conversations'] as const,
    conversations: (params: object) => ['whatsapp', 'conversations', params] as const,
    conversation: (id: string) => ['whatsapp', 'conversation', id] as const,
    messages: (params: object) => ['whatsapp', 'messages', params] as const,
  },
};
