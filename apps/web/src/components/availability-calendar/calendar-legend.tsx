// Under the availability calendar's grid: what its colours and marks mean, and the month's closed days with
// their reason. Markup only (calendar-parts.tsx): it runs in an island too.
import type { IsoDate } from '@salones/shared/dates';
import { SLOT_STATE_LABELS, SURCHARGE_TEXT } from '@salones/shared/slots';
import classes from './availability-calendar.module.css';
import { formatMonth, type Month, monthOf } from './calendar-month.ts';
import { SmallText } from './calendar-parts.tsx';
import { SurchargeMark, shortTurno, UNAVAILABLE_LABEL } from './day-cell.tsx';

export function Legend({
  withSurcharge,
  withUnavailable,
  turnos,
}: {
  withSurcharge: boolean;
  withUnavailable: boolean;
  /** the month's turnos, for the phone's letters ('M: Matutino · V: Vespertino') */
  turnos: readonly string[];
}) {
  return (
    <div className={classes.legend} data-testid="calendar-legend">
      <div className={classes.legendItem}>
        <span className={`${classes.swatch} ${classes.libre}`} aria-hidden />
        <SmallText>{SLOT_STATE_LABELS.libre}</SmallText>
      </div>
      <div className={classes.legendItem}>
        <span className={`${classes.swatch} ${classes.ocupado}`} aria-hidden />
        <SmallText>{SLOT_STATE_LABELS.ocupado}</SmallText>
      </div>
      <div className={classes.legendItem}>
        <span className={`${classes.swatch} ${classes.cerrado}`} aria-hidden />
        <SmallText>{SLOT_STATE_LABELS.cerrado}</SmallText>
      </div>
      {withUnavailable ? (
        <div className={classes.legendItem}>
          <span className={`${classes.swatch} ${classes.unavailable}`} aria-hidden />
          <SmallText>{UNAVAILABLE_LABEL}</SmallText>
        </div>
      ) : null}
      {withSurcharge ? (
        <div className={classes.legendItem}>
          <SurchargeMark label={SURCHARGE_TEXT.legend} inLegend />
          <SmallText>{SURCHARGE_TEXT.legend}</SmallText>
        </div>
      ) : null}
      <SmallText phoneOnly>{turnos.map((t) => `${shortTurno(t).letter}: ${t}`).join(' · ')}</SmallText>
    </div>
  );
}

/**
 * The month's closed days with their reason, in runs of consecutive days ('12 – 13 de diciembre:
 * Cerrado por mantenimiento') — the reason a cell is too small to show.
 */
export function ClosedDays({
  days,
  month,
}: {
  days: Record<IsoDate, { fecha: IsoDate; motivo?: string }> | undefined;
  month: Month;
}) {
  const runs: { from: IsoDate; to: IsoDate; motivo: string }[] = [];
  for (const day of Object.values(days ?? {})) {
    if (monthOf(day.fecha) !== month || !day.motivo) continue;
    const last = runs[runs.length - 1];
    const next = new Date(`${last?.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    if (last && last.motivo === day.motivo && next.toISOString().slice(0, 10) === day.fecha)
      last.to = day.fecha;
    else runs.push({ from: day.fecha, to: day.fecha, motivo: day.motivo });
  }
  if (!runs.length) return null;
  const dayOf = (fecha: IsoDate) => Number(fecha.slice(8));
  return (
    <ul className={classes.closedDays} data-testid="calendar-closed-days">
      {runs.map((run) => (
        <li key={run.from}>
          <strong>
            {SLOT_STATE_LABELS.cerrado}{' '}
            {run.from === run.to ? dayOf(run.from) : `${dayOf(run.from)} – ${dayOf(run.to)}`} de{' '}
            {formatMonth(month).split(' ')[0].toLowerCase()}:
          </strong>{' '}
          {run.motivo}
        </li>
      ))}
    </ul>
  );
}
