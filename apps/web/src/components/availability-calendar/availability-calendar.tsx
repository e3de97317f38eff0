import { TURNOS } from '@salones/shared/constants';
import { addDays, type IsoDate } from '@salones/shared/dates';
import type { SlotState } from '@salones/shared/slots';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import classes from './availability-calendar.module.css';
import { clampSpot, type FocusSpot, moveFocus, spotKey } from './calendar-keys.ts';
import { ClosedDays, Legend } from './calendar-legend.tsx';
import { addMonths, formatMonth, type Month, monthOf, monthWeeks, WEEKDAYS } from './calendar-month.ts';
import { MonthButton, MonthTitle, VisuallyHidden } from './calendar-parts.tsx';
import { DayCell, type SlotView } from './day-cell.tsx';

/**
 * a day's turnos — `turnos`, as the calendar's answer lists them, or else the chain's two by their keys;
 * `motivo` is the closure's reason on a 'cerrado' day; `recargos` the names of the price rules that make the
 * day cost more
 */
export type DayAvailability = {
  fecha: IsoDate;
  turnos?: { nombre: string; estado: SlotState }[];
  motivo?: string;
  recargos?: string[];
} & Partial<Record<(typeof TURNOS)[number], SlotState>>;
export interface PickedSlot {
  fecha: IsoDate;
  turno: string;
}

export interface AvailabilityCalendarProps {
  /** what the grid is about, for screen readers: 'Disponibilidad de Sucursal Centro' */
  label: string;
  /** unique on the page: the calendar's inner ids are made from it */
  idBase: string;
  month: Month;
  onMonthChange: (month: Month) => void;
  /** the first day that can be asked for (tomorrow) and the last (a year ahead) */
  firstDay: IsoDate;
  lastDay: IsoDate;
  /** the shown month's days, undefined while loading */
  days: Record<IsoDate, DayAvailability> | undefined;
  /** picking mode: each turno is a button; without it the calendar only shows availability */
  onPick?: (slot: PickedSlot) => void;
  picked?: PickedSlot | null;
}

/** The turnos a day shows: its own once its month is known, else (loading) the chain's two. */
function turnosOfDay(days: AvailabilityCalendarProps['days'], fecha: IsoDate): readonly string[] {
  const day = days?.[fecha];
  if (!day) return TURNOS;
  return day.turnos ? day.turnos.map((t) => t.nombre) : TURNOS.filter((t) => day[t]);
}

function slotView(props: AvailabilityCalendarProps, fecha: IsoDate, turno: string): SlotView {
  if (fecha < props.firstDay || fecha > props.lastDay) return 'pasado';
  if (!props.days) return 'cargando';
  const day = props.days[fecha];
  const estado = day?.turnos
    ? day.turnos.find((t) => t.nombre === turno)?.estado
    : day?.[turno as (typeof TURNOS)[number]];
  return estado ?? 'ocupado';
}

/**
 * The month's days with their turnos (one, two or three) as 'Libre'/'Ocupado', as an ARIA grid: one tab
 * stop, arrows/Home/End/PageUp/PageDown move (crossing months), every cell or turno button says its date and
 * state. At 375 px a turno shows as its letter and a tick or cross; wider, as 'Mat.'/'Vesp.' and the word.
 *
 * Markup only: its own small parts (calendar-parts.tsx) and the icons as inline SVG, so the same
 * component runs in the app (React) and in the branch page's island (preact/compat, decision 015).
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { month, onMonthChange, firstDay, lastDay, onPick, picked } = props;
  const isPicking = !!onPick;
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const [focus, setFocus] = useState<FocusSpot | null>(null);
  // a turno pressed while its month loads: picked once the month is there, if it is free
  const [waiting, setWaiting] = useState<PickedSlot | null>(null);
  const firstMonth = monthOf(firstDay);
  const lastMonth = monthOf(lastDay);
  const inMonth = (spot: FocusSpot | null | undefined): spot is FocusSpot =>
    !!spot && monthOf(spot.fecha) === month && (!isPicking || !!spot.turno);
  const fallbackDay = firstDay > `${month}-01` && monthOf(firstDay) === month ? firstDay : `${month}-01`;
  const active: FocusSpot = inMonth(focus)
    ? focus
    : inMonth(picked)
      ? picked
      : { fecha: fallbackDay, turno: isPicking ? turnosOfDay(props.days, fallbackDay)[0] : undefined };
  const activeKey = spotKey(active);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-key="${activeKey}"]`)?.focus();
  }, [activeKey]);

  const waitingView = waiting && slotView(props, waiting.fecha, waiting.turno);
  // before the month's first paint (a layout effect): the pick is drawn in the same frame as the month
  useLayoutEffect(() => {
    if (!waiting || waitingView === 'cargando') return;
    setWaiting(null);
    if (waitingView === 'libre') onPick?.(waiting);
  }, [waiting, waitingView, onPick]);

  const onKeyDown = (event: KeyboardEvent) => {
    const turnosOf = (fecha: IsoDate) => turnosOfDay(props.days, fecha);
    const next = moveFocus(active, event.key, turnosOf);
    if (!next) return;
    event.preventDefault();
    // picking, a day before the first that can be asked for has no turno to stop on
    const spot = clampSpot(next, isPicking ? firstDay : `${firstMonth}-01`, lastDay, turnosOf);
    moved.current = true;
    setFocus(spot);
    if (monthOf(spot.fecha) !== month) onMonthChange(monthOf(spot.fecha));
  };

  // one function for every render (the days are memoized: DayCell), reading the render's props through a ref
  const latest = useRef(props);
  latest.current = props;
  const pick = useCallback((fecha: IsoDate, turno: string) => {
    setFocus({ fecha, turno });
    const view = slotView(latest.current, fecha, turno);
    if (view === 'libre') latest.current.onPick?.({ fecha, turno });
    setWaiting(view === 'cargando' ? { fecha, turno } : null);
  }, []);

  return (
    <div>
      <div className={classes.monthBar}>
        <MonthButton
          label="Mes anterior"
          icon="chevron-left"
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        />
        <MonthTitle>{formatMonth(month)}</MonthTitle>
        <MonthButton
          label="Mes siguiente"
          icon="chevron-right"
          disabled={month >= lastMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        />
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a real table
        role="grid"
        className={`${classes.grid} ${isPicking ? classes.picking : ''}`}
        aria-label={`${props.label}, ${formatMonth(month)}`}
        aria-busy={!props.days}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day.long} scope="col" abbr={day.long} className={classes.weekday}>
                <span aria-hidden>{day.short}</span>
                <VisuallyHidden>{day.long}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((fecha, i) =>
                fecha ? (
                  <DayCell
                    key={fecha}
                    fecha={fecha}
                    isUnavailable={fecha < props.firstDay || fecha > props.lastDay}
                    slots={turnosOfDay(props.days, fecha).map((turno) => ({
                      turno,
                      view: slotView(props, fecha, turno),
                    }))}
                    motivo={props.days?.[fecha]?.motivo}
                    recargos={props.days?.[fecha]?.recargos}
                    isPicking={isPicking}
                    activeKey={activeKey}
                    picked={picked}
                    onPick={pick}
                    idBase={props.idBase}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before and after the month
                  <td key={`blank-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend
        withSurcharge={hasSurcharges(props, month)}
        withUnavailable={hasUnavailableDays(props, month)}
        turnos={turnosOfMonth(props.days, month)}
      />
      <ClosedDays days={props.days} month={month} />
    </div>
  );
}

/** The turnos of the month's days, each once, in the order the days first show them (loading: the chain's two). */
function turnosOfMonth(days: AvailabilityCalendarProps['days'], month: Month): readonly string[] {
  if (!days) return TURNOS;
  const names = new Set<string>();
  for (const day of Object.values(days))
    if (monthOf(day.fecha) === month) for (const t of turnosOfDay(days, day.fecha)) names.add(t);
  return [...names];
}

/** Whether `month` shows a day that cannot be asked for (past, inside the lead time, or past the last day). */
const hasUnavailableDays = (props: AvailabilityCalendarProps, month: Month) =>
  `${month}-01` < props.firstDay || monthOf(addDays(props.lastDay, 1)) === month;

/** Whether a day of `month` that can be asked for costs more: the legend then explains the mark. */
function hasSurcharges(props: AvailabilityCalendarProps, month: Month) {
  return Object.values(props.days ?? {}).some(
    (d) =>
      !!d.recargos?.length &&
      monthOf(d.fecha) === month &&
      d.fecha >= props.firstDay &&
      d.fecha <= props.lastDay,
  );
}
