// One day of the availability calendar: its cell, its turnos (spans, or buttons when picking) and the mark
// of a day that costs more. Markup only (calendar-parts.tsx): it runs in an island too.
import { formatLongDate, type IsoDate } from '@salones/shared/dates';
import { SLOT_STATE_LABELS, type SlotState, SURCHARGE_TEXT } from '@salones/shared/slots';
import { memo } from 'react';
import classes from './availability-calendar.module.css';
import { VisuallyHidden } from './calendar-parts.tsx';

/** what a turno shows: its state, or not offered ('pasado'), or not known yet ('cargando') */
export type SlotView = SlotState | 'pasado' | 'cargando';

/** a day that cannot be asked for: past, or inside the branch's lead time */
export const UNAVAILABLE_LABEL = 'No disponible';

const STATE_LABEL: Record<SlotView, string> = {
  ...SLOT_STATE_LABELS,
  pasado: UNAVAILABLE_LABEL,
  cargando: 'Cargando',
};
const SHORT_TURNO: Record<string, { letter: string; abbr: string }> = {
  Matutino: { letter: 'M', abbr: 'Mat.' },
  Vespertino: { letter: 'V', abbr: 'Vesp.' },
};
/**
 * A turno's face on a narrow cell: its letters at 375 px, a short form wider ('Nocturno' → 'No', 'Noct.'). A
 * branch's own turnos take two letters: 'Mañana' and 'Mediodía' must not read as Matutino's 'M'.
 */
export const shortTurno = (turno: string) =>
  SHORT_TURNO[turno] ?? {
    letter: turno.charAt(0).toLocaleUpperCase('es-MX') + turno.slice(1, 2),
    abbr: turno.length > 5 ? `${turno.slice(0, 4)}.` : turno,
  };

/** One turno of a day and what it shows. */
export interface SlotEntry {
  turno: string;
  view: SlotView;
}

type DayCellProps = {
  fecha: IsoDate;
  /** the day's turnos, by their start */
  slots: SlotEntry[];
  /** a day that cannot be asked for: past, inside the lead time, or past the last day */
  isUnavailable: boolean;
  motivo: string | undefined;
  recargos: string[] | undefined;
  isPicking: boolean;
  activeKey: string;
  picked: { fecha: IsoDate; turno: string } | null | undefined;
  onPick: (fecha: IsoDate, turno: string) => void;
  /** unique on the page: the id of the surcharge's description is made from it */
  idBase: string;
};

/** Whether the active or picked spot `key` ('YYYY-MM-DD' or 'YYYY-MM-DD|Turno') is on this day. */
const onDay = (fecha: IsoDate, key: string | undefined) => key?.startsWith(fecha) ?? false;
const pickedKey = (picked: DayCellProps['picked']) =>
  picked ? `${picked.fecha}|${picked.turno}` : undefined;

/**
 * A day re-renders only when what it shows changes: its turnos' states, or the active or picked turno coming or
 * going on it. A pick (or a key press) then redraws two days, not the month: on a phone's slower CPU, a month
 * of turnos is tens of ms per render (a calendar day's tap).
 */
function sameDay(before: DayCellProps, after: DayCellProps) {
  const { fecha } = after;
  const touches = (key: string | undefined, next: string | undefined) =>
    key !== next && (onDay(fecha, key) || onDay(fecha, next));
  return (
    before.fecha === fecha &&
    before.isUnavailable === after.isUnavailable &&
    before.slots.length === after.slots.length &&
    before.slots.every((b, i) => b.turno === after.slots[i].turno && b.view === after.slots[i].view) &&
    before.motivo === after.motivo &&
    before.recargos === after.recargos &&
    before.isPicking === after.isPicking &&
    before.onPick === after.onPick &&
    before.idBase === after.idBase &&
    !touches(before.activeKey, after.activeKey) &&
    !touches(pickedKey(before.picked), pickedKey(after.picked))
  );
}

export const DayCell = memo(DayCellMarkup, sameDay);

function DayCellMarkup(props: DayCellProps) {
  const { fecha, slots, isPicking } = props;
  const isClosed = props.isUnavailable;
  const markId = `${props.idBase}-recargo-${fecha}`;
  const dateLabel = formatLongDate(fecha);
  const reason = props.motivo ? ` (${props.motivo})` : '';
  const viewLabel = (view: SlotView) => `${STATE_LABEL[view]}${view === 'cerrado' ? reason : ''}`;
  // A day that can be asked for and costs more says which rules make it so
  const surcharge = !isClosed && props.recargos?.length ? SURCHARGE_TEXT.mark(props.recargos) : null;
  const dayLabel = `${dateLabel}. ${slots.map((s) => `${s.turno}: ${viewLabel(s.view)}`).join('. ')}${
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
        data-day={dayNumber}
        aria-disabled={isClosed || undefined}
      >
        {/* the name comes from this text, not aria-label: a label that leaves out the visible "23 M V"
            fails WCAG 2.5.3 (label in name) */}
        <VisuallyHidden>{isClosed ? `${dateLabel}: ${STATE_LABEL.pasado}` : dayLabel}</VisuallyHidden>
        {/* the cell's hidden text above says it; the mark is for the eye */}
        {surcharge ? <SurchargeMark label={surcharge} decorative /> : null}
        {isClosed
          ? null
          : slots.map((s) => <SlotLabel key={s.turno} turno={s.turno} view={s.view} as="span" />)}
      </td>
    );
  // a day that cannot be asked for (past, or inside the lead time) has no turnos to press: its number on the
  // hatched ground the legend calls 'No disponible' (the keys never stop on it, calendar-keys.ts)
  if (isClosed)
    return (
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's day cell (WAI-ARIA grid pattern)
      // biome-ignore lint/a11y/useFocusableInteractive: nothing to pick on it; the keys skip it
      <td role="gridcell" className={classes.day} aria-disabled data-day={dayNumber}>
        <VisuallyHidden>{`${dateLabel}: ${STATE_LABEL.pasado}`}</VisuallyHidden>
      </td>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's day cell holding its two turno buttons
    // biome-ignore lint/a11y/useFocusableInteractive: the focus goes to the turno buttons inside it
    <td role="gridcell" className={classes.day} title={props.motivo} data-day={dayNumber}>
      {/* the number (the CSS draws it) and the mark share the cell's first line: on a phone the mark follows the number */}
      {surcharge ? <SurchargeMark label={surcharge} /> : null}
      {surcharge ? (
        // the turno buttons' description: text of its own (a description is not read from aria-label everywhere)
        <span id={markId} hidden>
          {surcharge}
        </span>
      ) : null}
      {slots.map(({ turno, view }) => {
        const key = `${fecha}|${turno}`;
        const isSelected = props.picked?.fecha === fecha && props.picked.turno === turno;
        return (
          <SlotLabel
            key={turno}
            as="button"
            turno={turno}
            view={view}
            isSelected={isSelected}
            buttonProps={{
              'data-key': key,
              tabIndex: props.activeKey === key ? 0 : -1,
              label: `${turno}, ${dateLabel}: ${viewLabel(view)}`,
              'aria-pressed': isSelected,
              'aria-disabled': view !== 'libre' || undefined,
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
  turno: string;
  view: SlotView;
  as: 'span' | 'button';
  isSelected?: boolean;
  /** a button's spoken name (what the eye sees is drawn by the CSS, and not read) */
  buttonProps?: Record<string, unknown> & { label: string };
}) {
  const { turno, view } = props;
  if (view === 'pasado' && props.as === 'span') return null;
  const className = `${classes.slot} ${props.isSelected ? classes.selected : classes[view]}`;
  // what the eye sees, drawn by the CSS from these attributes (the letter and the state's icon at 375 px; the
  // abbreviation and the word wider) on the turno itself, no element inside it: a month of turnos is most of the
  // branch page's elements, and each one is parsed, styled and laid out with the page on a phone
  const { letter, abbr } = shortTurno(turno);
  const face = {
    'data-letter': letter,
    'data-abbr': abbr,
    'data-state': view === 'pasado' ? '—' : STATE_LABEL[view],
  };
  if (props.as === 'button' && props.buttonProps) {
    const { label, ...buttonProps } = props.buttonProps;
    return <button type="button" className={className} aria-label={label} {...face} {...buttonProps} />;
  }
  return <span className={className} aria-hidden {...face} />;
}

/**
 * The small '+' of a day that costs more, named after its rules ('Precio más alto: Sábado') —
 * unnamed (`decorative`) where the cell's own text already says it, and in the legend beside its word.
 */
export function SurchargeMark(props: { label: string; decorative?: boolean; inLegend?: boolean }) {
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
