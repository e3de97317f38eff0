import { ActionIcon, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatLongDate } from '@salones/shared/booking-requests';
import { TURNOS, type Turno } from '@salones/shared/constants';
import type { IsoDate } from '@salones/shared/dates';
import { SLOT_STATE_LABELS, type SlotState, SURCHARGE_TEXT } from '@salones/shared/slots';
import { IconCheck, IconChevronLeft, IconChevronRight, IconLock, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import classes from './availability-calendar.module.css';
import { clampSpot, type FocusSpot, moveFocus, spotKey } from './calendar-keys.ts';
import { addMonths, formatMonth, type Month, monthOf, monthWeeks, WEEKDAYS } from './calendar-month.ts';

/**
 * a day's two turnos; `motivo` is the closure's reason on a 'cerrado' day (issue #23.1); `recargos` the names of
 * the price rules that make the day cost more (issue #23.3)
 */
export type DayAvailability = { fecha: IsoDate; motivo?: string; recargos?: string[] } & Record<
  Turno,
  SlotState
>;
export interface PickedSlot {
  fecha: IsoDate;
  turno: Turno;
}
type SlotView = SlotState | 'pasado' | 'cargando';

const STATE_LABEL: Record<SlotView, string> = {
  ...SLOT_STATE_LABELS,
  pasado: 'No disponible',
  cargando: 'Cargando',
};
const SHORT_TURNO: Record<Turno, { letter: string; abbr: string }> = {
  Matutino: { letter: 'M', abbr: 'Mat.' },
  Vespertino: { letter: 'V', abbr: 'Vesp.' },
};

export interface AvailabilityCalendarProps {
  /** what the grid is about, for screen readers: 'Disponibilidad de Sucursal Centro' */
  label: string;
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

function slotView(props: AvailabilityCalendarProps, fecha: IsoDate, turno: Turno): SlotView {
  if (fecha < props.firstDay || fecha > props.lastDay) return 'pasado';
  if (!props.days) return 'cargando';
  return props.days[fecha]?.[turno] ?? 'ocupado';
}

/**
 * The month's days with Matutino and Vespertino as 'Libre'/'Ocupado' (issue #11.1), as an ARIA grid: one tab
 * stop, arrows/Home/End/PageUp/PageDown move (crossing months), every cell or turno button says its date and
 * state. At 375 px a turno shows as its letter and a tick or cross; wider, as 'Mat.'/'Vesp.' and the word.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { month, onMonthChange, firstDay, lastDay, onPick, picked } = props;
  const isPicking = !!onPick;
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const [focus, setFocus] = useState<FocusSpot | null>(null);
  const firstMonth = monthOf(firstDay);
  const lastMonth = monthOf(lastDay);
  const inMonth = (spot: FocusSpot | null | undefined): spot is FocusSpot =>
    !!spot && monthOf(spot.fecha) === month && (!isPicking || !!spot.turno);
  const fallbackDay = firstDay > `${month}-01` && monthOf(firstDay) === month ? firstDay : `${month}-01`;
  const active: FocusSpot = inMonth(focus)
    ? focus
    : inMonth(picked)
      ? picked
      : { fecha: fallbackDay, turno: isPicking ? TURNOS[0] : undefined };
  const activeKey = spotKey(active);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-key="${activeKey}"]`)?.focus();
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveFocus(active, event.key);
    if (!next) return;
    event.preventDefault();
    const spot = clampSpot(next, `${firstMonth}-01`, lastDay);
    moved.current = true;
    setFocus(spot);
    if (monthOf(spot.fecha) !== month) onMonthChange(monthOf(spot.fecha));
  };

  const pick = (fecha: IsoDate, turno: Turno) => {
    setFocus({ fecha, turno });
    if (slotView(props, fecha, turno) === 'libre') onPick?.({ fecha, turno });
  };

  return (
    <div>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Mes anterior"
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Title order={3} size="h4" id={titleId} aria-live="polite">
          {formatMonth(month)}
        </Title>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Mes siguiente"
          disabled={month >= lastMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
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
                    views={{
                      Matutino: slotView(props, fecha, 'Matutino'),
                      Vespertino: slotView(props, fecha, 'Vespertino'),
                    }}
                    motivo={props.days?.[fecha]?.motivo}
                    recargos={props.days?.[fecha]?.recargos}
                    isPicking={isPicking}
                    activeKey={activeKey}
                    picked={picked}
                    onPick={pick}
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
      <Legend withSurcharge={hasSurcharges(props, month)} />
      <ClosedDays days={props.days} month={month} />
    </div>
  );
}

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

function DayCell(props: {
  fecha: IsoDate;
  views: Record<Turno, SlotView>;
  motivo: string | undefined;
  recargos: string[] | undefined;
  isPicking: boolean;
  activeKey: string;
  picked: PickedSlot | null | undefined;
  onPick: (fecha: IsoDate, turno: Turno) => void;
}) {
  const { fecha, views, isPicking } = props;
  const isClosed = views.Matutino === 'pasado';
  const markId = useId();
  const dateLabel = formatLongDate(fecha);
  const reason = props.motivo ? ` (${props.motivo})` : '';
  const viewLabel = (turno: Turno) =>
    `${STATE_LABEL[views[turno]]}${views[turno] === 'cerrado' ? reason : ''}`;
  // issue #23.3: a day that can be asked for and costs more says which rules make it so
  const surcharge = !isClosed && props.recargos?.length ? SURCHARGE_TEXT.mark(props.recargos) : null;
  const dayLabel = `${dateLabel}. ${TURNOS.map((t) => `${t}: ${viewLabel(t)}`).join('. ')}${
    surcharge ? `. ${surcharge}` : ''
  }`;
  const dayNumber = Number(fecha.slice(8));
  if (!isPicking)
    return (
      <td
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's day cell (WAI-ARIA grid pattern)
        role="gridcell"
        className={classes.day}
        title={props.motivo}
        tabIndex={props.activeKey === fecha ? 0 : -1}
        data-key={fecha}
        aria-disabled={isClosed || undefined}
      >
        {/* the name comes from this text, not aria-label: a label that leaves out the visible "23 M V"
            fails WCAG 2.5.3 (label in name) */}
        <VisuallyHidden>{isClosed ? `${dateLabel}: ${STATE_LABEL.pasado}` : dayLabel}</VisuallyHidden>
        <span className={classes.dayNumber} aria-hidden>
          {dayNumber}
        </span>
        {/* the cell's hidden text above says it; the mark is for the eye */}
        {surcharge ? <SurchargeMark label={surcharge} decorative /> : null}
        {isClosed
          ? null
          : TURNOS.map((turno) => <SlotLabel key={turno} turno={turno} view={views[turno]} as="span" />)}
      </td>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's day cell holding its two turno buttons
    // biome-ignore lint/a11y/useFocusableInteractive: the focus goes to the turno buttons inside it
    <td role="gridcell" className={classes.day} aria-disabled={isClosed || undefined} title={props.motivo}>
      <span className={classes.dayNumber} aria-hidden>
        {dayNumber}
      </span>
      {surcharge ? (
        <>
          <SurchargeMark label={surcharge} />
          {/* the turno buttons' description: text of its own (a description is not read from aria-label everywhere) */}
          <span id={markId} hidden>
            {surcharge}
          </span>
        </>
      ) : null}
      {TURNOS.map((turno) => {
        const key = `${fecha}|${turno}`;
        const isSelected = props.picked?.fecha === fecha && props.picked.turno === turno;
        return (
          <SlotLabel
            key={turno}
            as="button"
            turno={turno}
            view={views[turno]}
            isSelected={isSelected}
            buttonProps={{
              'data-key': key,
              tabIndex: props.activeKey === key ? 0 : -1,
              label: `${turno}, ${dateLabel}: ${viewLabel(turno)}`,
              'aria-pressed': isSelected,
              'aria-disabled': views[turno] !== 'libre' || undefined,
              // the price goes with the turno as its description: the name stays the date and state
              'aria-describedby': surcharge ? markId : undefined,
              onClick: () => props.onPick(fecha, turno),
            }}
          />
        );
      })}
    </td>
  );
}

function SlotLabel(props: {
  turno: Turno;
  view: SlotView;
  as: 'span' | 'button';
  isSelected?: boolean;
  /** a button's spoken name, given as hidden text (the visible letters are aria-hidden) */
  buttonProps?: Record<string, unknown> & { label: string };
}) {
  const { turno, view } = props;
  if (view === 'pasado' && props.as === 'span') return null;
  const className = `${classes.slot} ${props.isSelected ? classes.selected : classes[view]}`;
  const content = (
    <>
      <span className={classes.short} aria-hidden>
        {SHORT_TURNO[turno].letter}
        {view === 'libre' ? <IconCheck size={10} stroke={3} /> : null}
        {view === 'ocupado' ? <IconX size={10} stroke={3} /> : null}
        {view === 'cerrado' ? <IconLock size={10} stroke={3} /> : null}
      </span>
      <span className={classes.long} aria-hidden>
        <span>{SHORT_TURNO[turno].abbr}</span> <strong>{view === 'pasado' ? '—' : STATE_LABEL[view]}</strong>
      </span>
    </>
  );
  if (props.as === 'button' && props.buttonProps) {
    const { label, ...buttonProps } = props.buttonProps;
    return (
      <button type="button" className={className} {...buttonProps}>
        <VisuallyHidden>{label}</VisuallyHidden>
        {content}
      </button>
    );
  }
  return <span className={className}>{content}</span>;
}

/**
 * Issue #23.3: the small '+' of a day that costs more, named after its rules ('Precio más alto: Sábado') —
 * unnamed (`decorative`) where the cell's own text already says it, and in the legend beside its word.
 */
function SurchargeMark(props: { label: string; decorative?: boolean; inLegend?: boolean }) {
  if (props.decorative || props.inLegend)
    return (
      <span
        className={`${classes.surcharge} ${props.inLegend ? classes.surchargeInLegend : ''}`}
        title={props.inLegend ? undefined : props.label}
        aria-hidden
      >
        +
      </span>
    );
  return (
    <span className={classes.surcharge} role="img" aria-label={props.label} title={props.label}>
      +
    </span>
  );
}

function Legend({ withSurcharge }: { withSurcharge: boolean }) {
  return (
    <Group gap="md" mt="xs" fz="xs" c="gray.7" data-testid="calendar-legend">
      <Group gap={4}>
        <span className={`${classes.swatch} ${classes.libre}`} aria-hidden />
        <Text span size="xs">
          {SLOT_STATE_LABELS.libre}
        </Text>
      </Group>
      <Group gap={4}>
        <span className={`${classes.swatch} ${classes.ocupado}`} aria-hidden />
        <Text span size="xs">
          {SLOT_STATE_LABELS.ocupado}
        </Text>
      </Group>
      <Group gap={4}>
        <span className={`${classes.swatch} ${classes.cerrado}`} aria-hidden />
        <Text span size="xs">
          {SLOT_STATE_LABELS.cerrado}
        </Text>
      </Group>
      {withSurcharge ? (
        <Group gap={4}>
          <SurchargeMark label={SURCHARGE_TEXT.legend} inLegend />
          <Text span size="xs">
            {SURCHARGE_TEXT.legend}
          </Text>
        </Group>
      ) : null}
      <Text span size="xs" hiddenFrom="xs">
        M: Matutino · V: Vespertino
      </Text>
    </Group>
  );
}

/**
 * Issue #23.1: the month's closed days with their reason, in runs of consecutive days ('12 – 13 de diciembre:
 * Cerrado por mantenimiento') — the reason a cell is too small to show.
 */
function ClosedDays({ days, month }: { days: AvailabilityCalendarProps['days']; month: Month }) {
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
