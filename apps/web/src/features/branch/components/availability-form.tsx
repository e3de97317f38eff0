import { AVAILABILITY_CHECK_PATH } from '@salones/shared/contract/availability-check-path';
import { type IsoDate, toSlashDate } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { type AvailabilityFormAnswer, availabilityState } from '@salones/shared/page-forms';
import { firstRequestableDate } from '@salones/shared/slots';
import { runsOn } from '@salones/shared/turno-days';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCartIds } from '../../../components/cart/cart-store.ts';
import { TablerSvg } from '../../../components/icons/tabler-svg.tsx';
import { Button } from '../../../components/storefront/button.tsx';
import { SelectField } from '../../../components/storefront/select-field.tsx';
import { fieldProps, TextField } from '../../../components/storefront/text-field.tsx';
import { ApiError, errorMessage, requestApi } from '../../../lib/api-client.ts';
import { rememberCheckedSlot } from '../../../lib/checked-slot.ts';
import { forgetLeft, leaveForTheApp, leftByAnIsland } from '../../../lib/island-carry.ts';
import { showIslandToast } from '../../../lib/island-toast.ts';
import { onSlotPicked } from '../../../lib/slot-picked.ts';
import { AvailabilityAnswer } from './availability-answer.tsx';

export { CALENDAR_ID } from './availability-answer.tsx';

export interface AvailabilityFormProps {
  placeId: string;
  /** The branch's lead time, in days */
  leadDays: number;
  /**
   * The first date a family may ask for when the page was rendered (the field's `min`). The page is cached
   * across days: the first render shows this one (hydration matches), then today's replaces it.
   */
  firstDay: IsoDate;
  /** The server's answer when this page answers the form posted without JavaScript */
  posted: AvailabilityFormAnswer | null;
  /** The branch's turnos by their start, with the weekdays each runs (0 = domingo) */
  turnos: { nombre: string; dias: number[] }[];
}

/** Where the island leaves its answer for the app (lib/island-carry.ts). */
export const answerLeftKey = (placeId: string) => `availability-form:${placeId}`;

/**
 * The 'Turno' select's options: every turno of the branch, those that do not run on the chosen date hidden once
 * the form runs (without JavaScript the date may change after the page is drawn: all are offered, and the server
 * answers 'Ese turno no está disponible ese día'). Hidden, not removed: a turno picked in the calendar is set on
 * the field before the form hears of its date.
 */
const turnoOptions = (turnos: AvailabilityFormProps['turnos'], fecha: string | null) => [
  { value: '', label: 'Selecciona un turno' },
  ...turnos.map(({ nombre, dias }) => ({
    value: nombre,
    label: nombre,
    hidden: fecha ? !runsOn({ dias }, fecha as IsoDate) : false,
  })),
];

// The fields in one column, two from `sm`, and the button's width (full on a phone): a rule of the page (the
// island brings no CSS), the same in every render
const LAYOUT_CSS =
  '.availability-fields{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--mantine-spacing-md)}' +
  '.availability-submit{width:100%;align-self:flex-start}' +
  '@media (min-width:48em){.availability-fields{grid-template-columns:repeat(2,minmax(0,1fr))}.availability-submit{width:auto}}';

/**
 * docs/product.md#5-validation-rules availability check: date (from the branch's first requestable day,
 * Mexico City) and turno, both required. An island (decision 015): the browser's own date and select fields
 * in the storefront's controls (components/storefront/), a `fetch` of POST /api/event/fecha and toasts of its own, so it answers before the app;
 * the app renders it too. Without JavaScript the browser posts it, and the server answers with this page and
 * its answer (`posted`). The fields are uncontrolled: what the visitor chose before the island ran is what it
 * reads and sends.
 */
export function AvailabilityForm({ placeId, leadDays, firstDay, posted, turnos }: AvailabilityFormProps) {
  // the island's answer when the app takes over (the app's first render is then the island's HTML as it was)
  const [left] = useState(() => leftByAnIsland<AvailabilityFormAnswer>(answerLeftKey(placeId)));
  const [answer, setAnswer] = useState<AvailabilityFormAnswer | null>(left ?? posted);
  const [pending, setPending] = useState(false);
  // false on the server and in the first render (hydration matches), true from the next one — or from the
  // first, taking over an island's answer (the island was running)
  const [running, setRunning] = useState(left !== undefined);
  /** the date in the field, as the form last heard of it */
  const [fecha, setFecha] = useState('');
  const hasPackages = useCartIds().length > 0 && running;
  const form = useRef<HTMLFormElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const turnoField = useRef<HTMLSelectElement>(null);
  /** the check whose answer is awaited; an older one's answer is dropped */
  const latestCheck = useRef(0);

  useLayoutEffect(() => setRunning(true), []);
  // the island leaves its answer for the app — not one that offers the cart's next step: the app's first
  // render reads the cart as the server did (empty), and would draw another answer than the island's
  useEffect(() => {
    leaveForTheApp(answerLeftKey(placeId), hasPackages ? null : answer);
  }, [placeId, answer, hasPackages]);
  useEffect(() => forgetLeft(answerLeftKey(placeId)), [placeId]);
  // today's first day, set on the element itself: a cached page's (the rendered `firstDay`) may be days old
  useEffect(() => {
    if (dateField.current) dateField.current.min = firstRequestableDate(leadDays);
  }, [leadDays]);

  // a free turno picked in the branch's calendar (another island): fill the fields and check it at once.
  // Listening from the commit on (a layout effect: Preact runs plain effects only after the next paint)
  useLayoutEffect(
    () =>
      onSlotPicked((slot) => {
        if (slot.lugar !== placeId || !dateField.current || !turnoField.current) return;
        dateField.current.value = slot.fecha;
        turnoField.current.value = slot.turno;
        setFecha(slot.fecha);
        form.current?.requestSubmit();
      }),
    [placeId],
  );

  // an answer is about the date and turno it was asked for: changing either takes it away
  const onChange = () => {
    setFecha(dateField.current?.value ?? '');
    latestCheck.current++;
    setPending(false);
    setAnswer(null);
  };

  const check = async (fecha: IsoDate, turno: string) => {
    const ticket = ++latestCheck.current;
    setAnswer(null);
    setPending(true);
    let next: AvailabilityFormAnswer;
    try {
      const result = await requestApi<{ msg?: string }>(AVAILABILITY_CHECK_PATH, {
        method: 'POST',
        // docs/product.md#5-validation-rules: the date travels with slashes
        body: { lugar: placeId, turno, fecha: toSlashDate(fecha) },
      });
      if (ticket !== latestCheck.current) return;
      // docs/product.md#5-validation-rules: the toast answers as the app's always did
      // (lib/use-api-mutation.ts)
      if (result.msg) showIslandToast('success', result.msg);
      rememberCheckedSlot({ lugar: placeId, fecha, turno });
      next = { lugar: placeId, fecha, turno, state: 'libre', msg: result.msg ?? MSG.dateAvailable };
    } catch (err) {
      if (ticket !== latestCheck.current) return;
      const msg = errorMessage(err);
      showIslandToast('error', msg);
      next = {
        lugar: placeId,
        fecha,
        turno,
        state: availabilityState(err instanceof ApiError ? err.status : 0, msg),
        msg,
      };
    }
    setPending(false);
    // The answer also stays under the form, with its next step
    setAnswer(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const fecha = String(fields.get('fecha') ?? '');
    const turno = String(fields.get('turno') ?? '');
    // docs/product.md#5-validation-rules; the API checks the same with AvailabilityRequestSchema (not
    // imported here: zod)
    if (!fecha || !turno) return void showIslandToast('warning', MSG.availabilityIncomplete);
    void check(fecha, turno);
  };

  return (
    // Without JavaScript the browser posts it, and the server answers with this page and its answer
    <form
      ref={form}
      method="post"
      action="#disponibilidad"
      onSubmit={onSubmit}
      noValidate
      aria-label="Consultar disponibilidad"
      className="sf-stack"
      data-gap="md"
    >
      <style>{LAYOUT_CSS}</style>
      <input type="hidden" name="lugar" value={placeId} />
      <div className="availability-fields">
        <TextField
          id="disponibilidad-fecha"
          label="Fecha"
          field={
            <input
              ref={dateField}
              {...fieldProps({ id: 'disponibilidad-fecha' })}
              type="date"
              name="fecha"
              min={firstDay}
              defaultValue={posted?.fecha ?? ''}
              onChange={onChange}
            />
          }
        />
        <SelectField
          id="disponibilidad-turno"
          label="Turno"
          name="turno"
          options={turnoOptions(turnos, running ? fecha || dateField.current?.value || null : null)}
          defaultValue={posted?.turno ?? ''}
          selectRef={turnoField}
          onChange={onChange}
        />
      </div>
      <Button
        icon={<TablerSvg name="calendar-check" />}
        label="Consultar disponibilidad"
        loading={pending}
        className="availability-submit"
      />
      {answer ? <AvailabilityAnswer answer={answer} hasPackages={hasPackages} /> : null}
    </form>
  );
}
