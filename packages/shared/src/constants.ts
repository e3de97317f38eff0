// Business constants of docs/product.md §9.
export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Usuario',
  admin: 'Administrador',
  super_admin: 'Master Admin',
};

export const TURNOS = ['Matutino', 'Vespertino'] as const;
export type Turno = (typeof TURNOS)[number];

export const PAYMENT_METHODS = [
  'Pago en efectivo',
  'Tarjeta de crédito',
  'Depósito bancario',
  'Transferencia Electrónica',
  'PayPal',
] as const;
export const PAYMENT_METHOD_NONE = 'No seleccionada';

export const PASSWORD_MIN = 6;
export const PHONE_MIN = 10;
export const MIN_ABONO_PESOS = 500;

/** A band of head counts with its texts: personas '50 a 100 personas', label 'Básico (50 a 100 personas)'. */
function attendanceBand(name: string, min: number, max: number) {
  const personas = `${min} a ${max} personas`;
  return { min, max, personas, label: `${name} (${personas})` } as const;
}
/** docs/product.md §3/§5: 50–100 people → basico, 101–150 → grande. docs/architecture.md §3.14: more than 150 is refused. */
export const ATTENDANCE_BANDS = {
  basico: attendanceBand('Básico', 50, 100),
  grande: attendanceBand('Grande', 101, 150),
} as const;
export type AttendanceBand = keyof typeof ATTENDANCE_BANDS;
export const MAX_PERSONAS = ATTENDANCE_BANDS.grande.max;

export const PACKAGE_COLORS = [
  { name: 'naranja', value: '#ff6900' },
  { name: 'amarillo', value: '#fcb900' },
  { name: 'verde', value: '#00d084' },
  { name: 'azul', value: '#8ed1fc' },
  { name: 'azul', value: '#0693e3' },
  { name: 'rojo', value: '#EB144C' },
  { name: 'rosa', value: '#F78DA7' },
  { name: 'morado', value: '#6c0e8a' },
] as const;
export const TEXT_COLORS = [
  { name: 'blanco', value: '#ffffff' },
  { name: 'negro', value: '#000000' },
  { name: 'gris', value: '#f0f2f5' },
  { name: 'gris2', value: '#a2a2a2' },
  { name: 'morado', value: '#6c0e8a' },
] as const;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 0.8;
export const SCROLL_OFFSET_PX = 70;
export const SCROLL_DURATION_MS = 500;
export const CONFETTI_MS = 7000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_SWIPE_PX = 40;
export const UPCOMING_DAYS = 15;
export const WHATSAPP_COUNTRY_CODE = '52';
export const COPYRIGHT_YEAR = 2022;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DEFAULT_BRANCH_PHONE = '5555555555';
export const TIME_ZONE = 'America/Mexico_City';
export const LOCALE = 'es-MX';
