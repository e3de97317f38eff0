// Each report as a CSV file Excel in Spanish opens as it is: UTF-8 with BOM, Spanish headers,
// dates dd/mm/aaaa, amounts as plain numbers with two decimals (made from integer centavos).
import { toCentavos } from '@salones/shared/money';
import { BALANCE_PAST_DUE_LABEL } from '@salones/shared/payment-plan';
import {
  csvDate,
  csvMoney,
  type EarningsReport,
  monthLabel,
  type OccupancyBySalonRow,
  type OccupancyReport,
  occupancyPercent,
  type PaymentsReport,
  toCsv,
  WEEKDAYS,
} from '@salones/shared/reports';
import type { DebtRow } from './get-debt-report.ts';

// the API's pesos come from integer centavos with two decimals at most, so the way back is exact
const money = (pesos: number) => csvMoney(toCentavos(pesos));

export const earningsCsv = (filas: EarningsReport['filas']) =>
  toCsv(
    ['Mes', 'Sucursal', 'Pagos', 'Cobrado (MXN)'],
    filas.map((f) => [monthLabel(f.mes), f.lugar.nombre, f.pagos, money(f.cobrado)]),
  );

export const paymentsCsv = (r: PaymentsReport) =>
  toCsv(
    ['Forma de pago', 'Pagos', 'Cobrado (MXN)'],
    r.filas.map((f) => [f.metodo, f.pagos, money(f.cobrado)]),
  );

export const occupancyCsv = (r: Pick<OccupancyReport, 'filas'>) =>
  toCsv(
    ['Turno', 'Día', 'Eventos', 'Espacios', 'Ocupación (%)'],
    r.filas.map((f) => [
      f.turno,
      WEEKDAYS[f.dia - 1],
      f.eventos,
      f.capacidad,
      occupancyPercent(f.eventos, f.capacidad),
    ]),
  );

export const occupancyBySalonCsv = (rows: OccupancyBySalonRow[]) =>
  toCsv(
    ['Sucursal', 'Salón', 'Turno', 'Ofrecidos', 'Reservados', 'Ocupación (%)'],
    rows.map((f) => [
      f.lugar,
      f.salon,
      f.turno,
      f.ofrecidos,
      f.reservados,
      occupancyPercent(f.reservados, f.ofrecidos),
    ]),
  );

export const debtsCsv = (rows: DebtRow[]) =>
  toCsv(
    [
      'Fecha',
      'Turno',
      'Sucursal',
      'Evento',
      'Cliente',
      'Total (MXN)',
      'Abonado (MXN)',
      'Adeudo (MXN)',
      'Saldo vence el',
      'Estado',
    ],
    rows.map((f) => [
      csvDate(f.fecha),
      f.turno,
      f.lugar.nombre,
      f.nombre,
      f.cliente,
      csvMoney(f.totalCentavos),
      csvMoney(f.paidCentavos),
      csvMoney(f.totalCentavos - f.paidCentavos),
      csvDate(f.saldoVenceEl),
      f.vencido ? BALANCE_PAST_DUE_LABEL : '',
    ]),
  );
