// Spanish answers of the API's own guard rails (faults, limits, malformed requests) — beyond the spec's texts.
export const API_MSG = {
  generic: 'Ocurrió un error inesperado, intenta de nuevo más tarde',
  routeNotFound: 'Ruta no encontrada',
  invalidData: 'Datos no válidos',
  invalidJson: 'El cuerpo de la petición no es JSON válido',
  tooLarge: 'El archivo o la petición es demasiado grande (máximo 5 MB)',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  tooManyRequests: 'Demasiadas peticiones, intenta de nuevo más tarde',
  badRequest: 'Petición no válida',
  /** the database is away or restarting: the client may retry after `retry-after` seconds */
  serviceUnavailable: 'El servicio no está disponible en este momento, intenta de nuevo en unos segundos',
  /** the embedded database's queue is full */
  busy: 'El servidor está ocupado, intenta de nuevo en unos segundos',
  /** a record the request points to was deleted meanwhile (foreign key) */
  relatedRecordGone: 'Uno de los registros relacionados ya no existe; actualiza la página e intenta de nuevo',
  /** a unique rule was broken by a concurrent change */
  duplicate: 'El registro ya existe o fue modificado al mismo tiempo; actualiza la página e intenta de nuevo',
  /** two changes collided (deadlock or serialization failure) */
  conflictRetry: 'Otro cambio se hizo al mismo tiempo, intenta de nuevo',
  // sessions (docs/architecture.md#sessions-end-when-they-should)
  noToken: 'No hay token en la petición',
  badToken: 'Token no válido o expirado, inicia sesión de nuevo',
  accountInactive: 'Tu cuenta no está activa',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'No se encontró el recurso solicitado',
  /** the instance is shutting down (GET /api/ready while draining) */
  draining: 'El servidor se está deteniendo, intenta de nuevo en unos segundos',
  /** GET /api/metrics without its bearer token (METRICS_TOKEN) */
  metricsTokenRequired: 'Se requiere el token de métricas',
} as const;

/** What the web app (and its islands) say when a call fails without a message of the server's own. */
export const CALL_FAILED_MSG = {
  network: 'No se pudo conectar con el servidor, revisa tu conexión e intenta de nuevo',
  unknown: 'Ocurrió un error, intenta de nuevo',
} as const;

/** 'intenta de nuevo en N minutos' for the login lock-out, following the configured window. */
export const tooManyLoginsMsg = (windowMs: number) => {
  const minutes = Math.max(1, Math.ceil(windowMs / 60_000));
  return `Demasiados intentos fallidos de inicio de sesión, intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
};
