// The audit trail. Every booking, payment, extra, discount, date change, event edit or delete, and every
// role or active change (or deletion) of an account is one entry: who, when, what (before → after).
// The kinds, their Spanish labels, the fields an entry may carry and how each is shown live here, once.
import { z } from 'zod';
import { LOCALE, ROLE_LABELS, type Role } from './constants.ts';
import { formatDateMx } from './dates.ts';
import { formatMoney } from './money.ts';
import { dateInput, idField, okAnswer, optionalInput, wholeNumber } from './schema-helpers.ts';

export const AUDIT_KINDS = [
  'event_created',
  'payment',
  'extra_added',
  'extra_edited',
  'extra_removed',
  'discount',
  'date_changed',
  'event_edited',
  'event_deleted',
  'account_role',
  'account_active',
  'account_deleted',
  'online_payment',
  'refund',
  'cfdi_issued',
  'cfdi_cancelled',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  event_created: 'Evento creado',
  payment: 'Abono registrado',
  extra_added: 'Adicional agregado',
  extra_edited: 'Adicional modificado',
  extra_removed: 'Adicional eliminado',
  discount: 'Descuento modificado',
  date_changed: 'Cambio de fecha',
  event_edited: 'Evento editado',
  event_deleted: 'Evento eliminado',
  account_role: 'Cambio de rol',
  account_active: 'Cuenta activada o desactivada',
  account_deleted: 'Cuenta eliminada',
  online_payment: 'Pago en línea',
  refund: 'Reembolso',
  cfdi_issued: 'CFDI emitido',
  cfdi_cancelled: 'CFDI cancelado',
};

type FieldFormat = 'text' | 'money' | 'date' | 'number' | 'role' | 'active';
/** Every field an entry's before/after may hold: its Spanish label and how its value reads. */
export const AUDIT_FIELDS = {
  abono: { label: 'Abono', format: 'money' },
  metodo: { label: 'Forma de pago', format: 'text' },
  fechadePago: { label: 'Fecha de pago', format: 'date' },
  recibio: { label: 'Recibió', format: 'text' },
  abonado: { label: 'Abonado', format: 'money' },
  adeudo: { label: 'Adeudo', format: 'money' },
  nombre: { label: 'Adicional', format: 'text' },
  piezas: { label: 'Piezas', format: 'number' },
  precio: { label: 'Precio', format: 'money' },
  total: { label: 'Total del adicional', format: 'money' },
  descuento: { label: 'Descuento', format: 'money' },
  precioPaquete: { label: 'Precio del paquete', format: 'money' },
  adicionales: { label: 'Adicionales', format: 'text' },
  precioTotal: { label: 'Total del evento', format: 'money' },
  name: { label: 'Nombre del evento', format: 'text' },
  fecha: { label: 'Fecha', format: 'date' },
  turno: { label: 'Turno', format: 'text' },
  lugar: { label: 'Sucursal', format: 'text' },
  salon: { label: 'Salón', format: 'text' },
  paquete: { label: 'Paquete', format: 'text' },
  personas: { label: 'Personas', format: 'number' },
  entrada: { label: 'Hora de entrada', format: 'text' },
  salida: { label: 'Hora de salida', format: 'text' },
  comentarios: { label: 'Comentarios', format: 'text' },
  guisado: { label: 'Guisado 1', format: 'text' },
  guisado1: { label: 'Guisado 2', format: 'text' },
  guisado2: { label: 'Guisado 3', format: 'text' },
  guisado3: { label: 'Guisado 4', format: 'text' },
  guisado4: { label: 'Guisado 5', format: 'text' },
  infantil: { label: 'Menú infantil', format: 'text' },
  pastel: { label: 'Pastel', format: 'text' },
  piñata: { label: 'Piñata', format: 'text' },
  refrescos: { label: 'Refrescos', format: 'text' },
  agua: { label: 'Agua', format: 'text' },
  dulceros: { label: 'Dulceros', format: 'text' },
  show: { label: 'Show', format: 'text' },
  cliente: { label: 'Cliente', format: 'text' },
  email: { label: 'Correo', format: 'text' },
  role: { label: 'Rol', format: 'role' },
  active: { label: 'Estado', format: 'active' },
  pago: { label: 'Pago en línea', format: 'text' },
  referencia: { label: 'Referencia', format: 'text' },
  reembolso: { label: 'Reembolso', format: 'money' },
  motivo: { label: 'Motivo', format: 'text' },
  /** Staff booked a day the branch is closed (forzarCierre); the closure's reason */
  cierreForzado: { label: 'Reservado en día cerrado', format: 'text' },
  /** An event's CFDI (factura): SAT's folio fiscal, its type, how it is paid, its total, the one it replaces */
  cfdi: { label: 'Folio fiscal (UUID)', format: 'text' },
  tipoCfdi: { label: 'Tipo de CFDI', format: 'text' },
  metodoPago: { label: 'Método de pago', format: 'text' },
  formaPago: { label: 'Forma de pago SAT', format: 'text' },
  totalCfdi: { label: 'Total del CFDI', format: 'money' },
  parcialidad: { label: 'Parcialidad', format: 'number' },
  sustituidoPor: { label: 'Sustituido por', format: 'text' },
  /** a CFDI's state: valida, cancelacion_pendiente, sustituida, cancelada */
  estadoCfdi: { label: 'Estado del CFDI', format: 'text' },
  /** the CFDI an egreso (nota de crédito) credits */
  relacionado: { label: 'CFDI relacionado', format: 'text' },
  /** The promo code a staff booking carried */
  codigo: { label: 'Código de promoción', format: 'text' },
} as const satisfies Record<string, { label: string; format: FieldFormat }>;
export type AuditField = keyof typeof AUDIT_FIELDS;
/** What an entry stores before and after: money in centavos in the database, in pesos in the API. */
export type AuditValues = Partial<Record<AuditField, string | number | boolean | null>>;

/** A field's catalogue entry; undefined for a field the catalogue does not know (yet). */
const fieldInfo = (field: string): { label: string; format: FieldFormat } | undefined =>
  (AUDIT_FIELDS as Record<string, { label: string; format: FieldFormat }>)[field];

export const isMoneyField = (field: string) => fieldInfo(field)?.format === 'money';

const EMPTY = '—';
function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const format = fieldInfo(field)?.format ?? 'text';
  switch (format) {
    case 'money':
      return formatMoney(Number(value));
    case 'date':
      return formatDateMx(String(value));
    case 'role':
      return ROLE_LABELS[value as Role] ?? String(value);
    case 'active':
      return value ? 'Activa' : 'Inactiva';
    default:
      return String(value);
  }
}

/**
 * One readable line per field an entry touches, in the catalogue's order: "Descuento: $0.00 → $500.00".
 * A field on one side only (the amount of a new payment, what a deleted event was) has `antes` or
 * `despues` null.
 */
export function auditChanges(entry: { antes: AuditValues | null; despues: AuditValues | null }) {
  const has = (values: AuditValues | null, field: string) => values !== null && field in values;
  const known = Object.keys(AUDIT_FIELDS);
  const unknown = [...Object.keys(entry.antes ?? {}), ...Object.keys(entry.despues ?? {})].filter(
    (f) => !known.includes(f),
  );
  return [...known, ...new Set(unknown)]
    .filter((field) => has(entry.antes, field) || has(entry.despues, field))
    .map((field) => ({
      field,
      label: fieldInfo(field)?.label ?? field,
      antes: has(entry.antes, field) ? formatValue(field, entry.antes![field as AuditField]) : null,
      despues: has(entry.despues, field) ? formatValue(field, entry.despues![field as AuditField]) : null,
    }));
}

// ── API shapes ──
/**
 * A chain's log holds millions of entries. A list counts at most `maxCounted` of them (the pager
 * then says "más de 10,000") and pages no deeper; older entries are found with the filters.
 */
export const AUDIT_PAGE = { defaultLimit: 25, maxLimit: 100, maxCounted: 10_000 } as const;
export const AUDIT_MSG = {
  dateInvalid: 'La fecha del filtro no es válida',
  rangeInvalid: 'La fecha inicial debe ser anterior o igual a la final',
  kindInvalid: 'El tipo de cambio no es válido',
  pageInvalid: 'Página no válida',
  limitInvalid: `El límite debe ser un número entero entre 1 y ${AUDIT_PAGE.maxLimit}`,
  pageTooDeep: `Solo se pueden consultar los ${AUDIT_PAGE.maxCounted.toLocaleString(LOCALE)} cambios más recientes; usa los filtros para ver los anteriores`,
} as const;

const filterDate = dateInput(AUDIT_MSG.dateInvalid);
const paging = {
  page: wholeNumber(AUDIT_MSG.pageInvalid, { min: 1, max: 100_000 }).default(1),
  limit: wholeNumber(AUDIT_MSG.limitInvalid, { min: 1, max: AUDIT_PAGE.maxLimit }).default(
    AUDIT_PAGE.defaultLimit,
  ),
};

/** the pager goes no deeper than the entries counted */
const withinCounted = (q: { page: number; limit: number }) => (q.page - 1) * q.limit < AUDIT_PAGE.maxCounted;

export const AuditPageQuerySchema = z
  .object(paging)
  .refine(withinCounted, { message: AUDIT_MSG.pageTooDeep });
export type AuditPageQuery = z.input<typeof AuditPageQuerySchema>;

/** GET /api/audit: every filter optional; `desde`/`hasta` are Mexico City calendar days, both included. */
export const AuditQuerySchema = z
  .object({
    ...paging,
    desde: optionalInput(filterDate),
    hasta: optionalInput(filterDate),
    /** who made the change */
    usuario: optionalInput(idField()),
    evento: optionalInput(idField()),
    tipo: optionalInput(z.enum(AUDIT_KINDS, { error: AUDIT_MSG.kindInvalid })),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { message: AUDIT_MSG.rangeInvalid })
  .refine(withinCounted, { message: AUDIT_MSG.pageTooDeep });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

const valuesOut = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();
export const AuditEntryDtoSchema = z.object({
  uid: z.string(),
  /** when, ISO 8601 */
  fecha: z.string(),
  tipo: z.enum(AUDIT_KINDS),
  /** who: their id (null once the account is gone) and name as it was */
  autor: z.object({ uid: z.string().nullable(), nombre: z.string() }),
  evento: z.object({ uid: z.string(), nombre: z.string(), fecha: z.string() }).nullable(),
  cuenta: z.object({ uid: z.string(), nombre: z.string() }).nullable(),
  /** money in pesos */
  antes: valuesOut,
  despues: valuesOut,
});
export type AuditEntryDto = z.infer<typeof AuditEntryDtoSchema>;

export const AuditPageResponseSchema = okAnswer({
  entries: z.array(AuditEntryDtoSchema),
  /** the entries matching, counted up to AUDIT_PAGE.maxCounted */
  total: z.number().int(),
  /** more entries match than `total` (the pager stops there) */
  isTotalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});
