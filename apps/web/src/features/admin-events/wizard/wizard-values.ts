import { type BookingRequestDto, partyName } from '@salones/shared/booking-requests';
import { PAYMENT_METHOD_NONE } from '@salones/shared/constants';
import { todayInMexicoCity } from '@salones/shared/dates';
import type { MenuField } from '@salones/shared/events';
import { DEFAULT_TURNO_SCHEDULE, type TurnoSchedule, turnoHoursIn } from '@salones/shared/turnos';

export interface ExtraRow {
  /** React list key only */
  key: string;
  idProducto: string | null;
  nombre: string;
  precio: number | string;
  piezas: number | string;
}

export type WizardValues = Record<MenuField, string> & {
  name: string;
  lugar: string | null;
  /** the salón staff named; absent or null lets the server take the first free one that holds the party */
  salon?: string | null;
  fecha: string | null;
  turno: string | null;
  paquete: string | null;
  entrada: string;
  salida: string;
  personas: number | string;
  adicionales: ExtraRow[];
  abono: number | string;
  metodo: string;
  fechadePago: string | null;
  descuento: number | string;
  /** The promo code applied ('' = none); the server quotes and books with it */
  codigo: string;
  comentarios: string;
};

export const MENU_DEFAULTS: Record<MenuField, string> = {
  guisado: '',
  guisado1: '',
  guisado2: '',
  guisado3: '',
  guisado4: '',
  infantil: '',
  pastel: '',
  piñata: '',
  refrescos: '',
  agua: '',
  dulceros: '',
  show: '',
};

export const initialWizardValues = (): WizardValues => ({
  ...MENU_DEFAULTS,
  name: '',
  lugar: null,
  fecha: null,
  turno: null,
  paquete: null,
  entrada: '',
  salida: '',
  personas: '',
  adicionales: [],
  abono: '',
  metodo: PAYMENT_METHOD_NONE,
  fechadePago: todayInMexicoCity(),
  descuento: 0,
  codigo: '',
  comentarios: '',
});

/**
 * 'Convertir en evento': the request's branch, date, turno, package, guests and comments; the party
 * named after the child the family named, and the turno's hours in the branch's `schedule` (staff may change
 * both).
 */
export const wizardValuesFromRequest = (
  request: BookingRequestDto,
  schedule: TurnoSchedule = DEFAULT_TURNO_SCHEDULE,
): WizardValues => ({
  ...initialWizardValues(),
  name: request.festejado ? partyName(request, '') : '',
  ...turnoHoursIn(schedule, request.turno),
  lugar: request.lugar.uid,
  fecha: request.fecha,
  turno: request.turno,
  paquete: request.paquete?.uid ?? null,
  personas: request.personas,
  comentarios: request.comentarios,
});

let rowSeq = 0;
export const newExtraRow = (): ExtraRow => ({
  key: `extra-${++rowSeq}`,
  idProducto: null,
  nombre: '',
  precio: '',
  piezas: 1,
});

/** A form number ('' while empty) as a number, or null. */
export function numberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}
