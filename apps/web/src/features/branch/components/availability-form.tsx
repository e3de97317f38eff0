import 'dayjs/locale/es-mx';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { TURNOS, type Turno } from '@salones/shared/constants';
import { addDays, formatDateMx, normalizeDate, todayInMexicoCity } from '@salones/shared/dates';
import { asSentence, MSG, WIDGET_LABELS } from '@salones/shared/messages';
import { type AvailabilityFormAnswer, availabilityState } from '@salones/shared/page-forms';
import { SLOT_STATE_LABELS } from '@salones/shared/slots';
import { IconCalendarCheck, IconCalendarMonth, IconCalendarPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { weekdayShort } from '../../../components/availability-calendar/calendar-month.ts';
import { CART_PATH, useCartIds } from '../../../components/cart/cart-store.ts';
import { useCheckSlot } from '../../../lib/api/check-slot.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { rememberCheckedSlot } from '../../../lib/checked-slot.ts';
import { useFormAnswers } from '../../../lib/form-answers.ts';
import { notify } from '../../../lib/toast.ts';

/** The id of the availability calendar's section on the branch page (the answer's link when a slot is taken). */
export const CALENDAR_ID = 'calendario';

type Answer = AvailabilityFormAnswer;

/** Without JavaScript the fields the app draws are hidden: the native ones in <noscript> stand in (issue #24). */
const APP_FIELDS_CLASS = 'availability-app-fields';

/** Typed dates are day/month/year, as es-MX writes them. */
function parseMxDate(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  return m ? normalizeDate(`${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`) : null;
}

/** docs/product.md §5 availability check: date (from tomorrow, Mexico City) and turno, both required. */
export function AvailabilityForm({ placeId }: { placeId: string }) {
  // issue #24: the server's answer when this page answers the form posted without JavaScript
  const answered = useFormAnswers().availability;
  const posted = answered?.lugar === placeId ? answered : null;
  const [fecha, setFecha] = useState<string | null>(posted?.fecha || null);
  const [turno, setTurno] = useState<string | null>(posted?.turno || null);
  const [answer, setAnswer] = useState<Answer | null>(posted);
  const check = useCheckSlot();
  const tomorrow = addDays(todayInMexicoCity(), 1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md §5; the API checks the same with AvailabilityRequestSchema (not imported here: it would pull the
    // whole events module into the public bundle).
    if (!fecha || !turno) return notify.warning(MSG.availabilityIncomplete);
    setAnswer(null);
    // docs/product.md §5: the toast answers as before; issue #28.8: the answer also stays under the form, with its next step
    check.mutate(
      { lugar: placeId, turno, fecha },
      {
        onSuccess: (result) => {
          rememberCheckedSlot({ lugar: placeId, fecha, turno: turno as Turno });
          setAnswer({ lugar: placeId, fecha, turno, state: 'libre', msg: result.msg ?? MSG.dateAvailable });
        },
        onError: (err) =>
          setAnswer({
            lugar: placeId,
            fecha,
            turno,
            state: availabilityState(err instanceof ApiError ? err.status : 0, errorMessage(err)),
            msg: errorMessage(err),
          }),
      },
    );
  };
  // an answer is about the date and turno it was asked for: changing either takes it away
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setAnswer(null);
    };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      {/* Issue #24: without JavaScript the browser posts it, and the server answers with this page and its answer */}
      <form
        method="post"
        action="#disponibilidad"
        onSubmit={onSubmit}
        noValidate
        aria-label="Consultar disponibilidad"
      >
        <input type="hidden" name="lugar" value={placeId} />
        <Stack>
          <div>
            <Title order={2}>Disponibilidad</Title>
            <Text c="gray.7" size="sm">
              Elige la fecha y el turno de tu fiesta para saber si están libres.
            </Text>
          </div>
          <noscript>
            <style>{`.${APP_FIELDS_CLASS}{display:none !important}`}</style>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeDateField defaultValue={posted?.fecha} min={tomorrow} />
              <NativeSelect
                label="Turno"
                name="turno"
                defaultValue={posted?.turno ?? ''}
                data={[{ value: '', label: 'Selecciona un turno' }, ...TURNOS]}
              />
            </SimpleGrid>
          </noscript>
          <DatesProvider settings={{ locale: 'es-mx', firstDayOfWeek: 0 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} className={APP_FIELDS_CLASS}>
              <DateInput
                label="Fecha"
                placeholder="dd/mm/aaaa"
                value={fecha}
                onChange={change(setFecha)}
                minDate={tomorrow}
                valueFormat="DD/MM/YYYY"
                weekdayFormat={weekdayShort}
                dateParser={parseMxDate}
                clearable
                // Mantine's clear button has no name of its own (axe: button-name)
                clearButtonProps={{ 'aria-label': WIDGET_LABELS.dateClear }}
                popoverProps={{ withinPortal: true }}
              />
              <Select
                label="Turno"
                placeholder="Selecciona un turno"
                data={[...TURNOS]}
                value={turno}
                onChange={change(setTurno)}
              />
            </SimpleGrid>
          </DatesProvider>
          <Button
            type="submit"
            loading={check.isPending}
            leftSection={<IconCalendarCheck size={18} aria-hidden />}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Consultar disponibilidad
          </Button>
          {answer ? <AvailabilityAnswer answer={answer} /> : null}
        </Stack>
      </form>
    </Paper>
  );
}

/** The date as the browser's own picker (no JavaScript of ours), in Mantine's look. */
function NativeDateField({ defaultValue, min }: { defaultValue?: string; min: string }) {
  return <TextInput type="date" label="Fecha" name="fecha" defaultValue={defaultValue} min={min} />;
}

/**
 * Issue #28.8: the answer under the form, until the date or turno changes. Free: 'Solicitar esta fecha' — to
 * the cart when it holds packages (the request form starts on this date), else to the packages to pick one.
 * Taken: the calendar of free turnos.
 */
function AvailabilityAnswer({ answer }: { answer: Answer }) {
  const hasPackages = useCartIds().length > 0;
  // a post without JavaScript may name no valid date or turno: then the message alone
  const when = answer.fecha && answer.turno ? `${formatDateMx(answer.fecha)}, ${answer.turno}. ` : '';
  if (answer.state === 'libre')
    return (
      <Alert
        color="green"
        variant="light"
        title="Fecha disponible"
        // the toast announces the answer already (role alert); this one stays to be read and acted on
        role="region"
        data-testid="availability-answer"
        // its 'Solicitar esta fecha' goes to the cart when it holds packages: the app draws it (start-on-intent.ts)
        data-reads-cart
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {when}
            {asSentence(answer.msg)}{' '}
            {hasPackages
              ? 'Solicítala desde tu carrito; la apartamos mientras la confirmamos.'
              : 'Para solicitarla, agrega un paquete al carrito.'}
          </Text>
          {hasPackages ? (
            <Button component={Link} to={CART_PATH} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
              Solicitar esta fecha
            </Button>
          ) : (
            <Button component="a" href="#paquetes" leftSection={<IconCalendarPlus size={18} aria-hidden />}>
              Solicitar esta fecha
            </Button>
          )}
        </Stack>
      </Alert>
    );
  const title = {
    ocupado: 'Fecha ocupada',
    cerrado: `Sucursal ${SLOT_STATE_LABELS.cerrado.toLowerCase()}`,
    pronto: 'Fecha muy próxima',
    error: 'No pudimos consultar',
  };
  return (
    <Alert
      color={answer.state === 'error' ? 'red' : 'orange'}
      variant="light"
      title={title[answer.state]}
      role="region"
      data-testid="availability-answer"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {when}
          {asSentence(answer.msg)}
          {answer.state === 'error' ? '' : ' Mira los turnos libres en el calendario.'}
        </Text>
        {answer.state !== 'error' ? (
          <Group>
            <Button
              component="a"
              href={`#${CALENDAR_ID}`}
              variant="light"
              color="orange"
              leftSection={<IconCalendarMonth size={18} aria-hidden />}
            >
              Ver calendario
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
