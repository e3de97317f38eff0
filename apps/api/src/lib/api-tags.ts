// The OpenAPI document's sections (/api/docs): one Spanish name per part of the API, declared once with its
// description (app.ts lists them in the document) and taken from here by every route.
export const API_TAGS = {
  site: { name: 'Sitio', description: 'Salud, disponibilidad, datos del sitio y mapa del sitio' },
  auth: { name: 'Cuentas', description: 'Registro, activación, inicio de sesión y contraseña' },
  users: { name: 'Usuarios', description: 'Cuentas de clientes y personal (administración)' },
  places: { name: 'Sucursales', description: 'Sucursales y su información' },
  packages: { name: 'Paquetes', description: 'Paquetes de cada sucursal y sus descripciones' },
  products: { name: 'Productos', description: 'Productos adicionales' },
  gallery: { name: 'Galería', description: 'Imágenes de la galería de cada sucursal' },
  slides: { name: 'Carrusel', description: 'Imágenes del carrusel de inicio' },
  footer: { name: 'Pie de página', description: 'Datos del pie de página' },
  contact: { name: 'Contacto', description: 'Mensajes de contacto' },
  events: { name: 'Eventos', description: 'Eventos, abonos, adicionales, fechas, tablero y contrato' },
  bookingRequests: { name: 'Solicitudes', description: 'Solicitudes de fecha de los clientes' },
  pricing: { name: 'Precios', description: 'Cotización, reglas de precio y códigos de promoción' },
  salones: { name: 'Salones', description: 'Salones y turnos de cada sucursal' },
  recursos: {
    name: 'Recursos',
    description: 'Animadores, fotógrafos y demás personal de cada sucursal, y la hoja del día',
  },
  closures: { name: 'Cierres', description: 'Días en que una sucursal o todas cierran' },
  audit: { name: 'Bitácora', description: 'Historial de cambios' },
  reports: { name: 'Reportes', description: 'Reportes del personal y sus archivos CSV' },
  invitations: {
    name: 'Invitaciones',
    description: 'Página de la fiesta, confirmaciones (RSVP) e invitados',
  },
  payments: { name: 'Pagos', description: 'Contrato, pagos en línea, avisos del procesador y reembolsos' },
  whatsapp: {
    name: 'WhatsApp',
    description: 'Avisos por WhatsApp a las familias, el aviso de Meta y la bandeja del personal',
  },
  invoicing: { name: 'Facturación', description: 'Datos de facturación de los clientes' },
} as const;

/** A route's `tags`: the name of its section. */
export const tagsOf = (section: keyof typeof API_TAGS) => [API_TAGS[section].name];
