import { Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDateMx, isAfterToday } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { FormActions } from '../../../components/form-actions.tsx';
import { useDayTurnos } from '../../../lib/use-day-turnos.ts';
import { useTurnoHours } from '../../../lib/use-turno-hours.ts';
import { useChangeDate } from '../api/change-date.ts';
import { DateField } from '../components/date-field.tsx';
import { SalonSelect } from '../components/salon-select.tsx';
import { TimeField } from '../components/time-field.tsx';

interface DateValues {
  fecha: string | null;
  turno: string | null;
  salon: string | null;
  entrada: string;
  salida: string;
}

function DateChangeForm({ event, onDone }: { event: EventDto; onDone: () => void }) {
  const form = useForm<DateValues>({
    initialValues: {
      fecha: null,
      turno: event.turno,
      salon: null,
      entrada: event.entrada,
      salida: event.salida,
    },
    validate: {
      // docs/product.md#5-validation-rules "Change event date": the new date must be after today (Mexico
      // City).
      fecha: (v) => (!v ? MSG.consultDateRequired : isAfterToday(v) ? null : MSG.dateNotAfterToday),
      turno: (v) => (v ? null : MSG.consultDateRequired),
    },
  });
  const change = useChangeDate(onDone);
  const turnos = useDayTurnos(event.lugar.uid, form.getValues().fecha);
  const hoursAfter = useTurnoHours(event.lugar.uid);
  const submit = form.onSubmit((v) =>
    change.mutate({
      eventId: event.uid,
      fecha: v.fecha!,
      turno: v.turno!,
      lugar: event.lugar.uid,
      salon: v.salon ?? undefined,
      entrada: v.entrada,
      salida: v.salida,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Fecha actual: <b>{formatDateMx(event.fecha)}</b> · {event.turno} · {event.lugar.sucursal}
        </Text>
        <DateField label="Nueva fecha" data-autofocus {...form.getInputProps('fecha')} />
        <Select
          label="Turno"
          data={turnos}
          allowDeselect={false}
          {...form.getInputProps('turno')}
          // another turno brings its hours in the branch's schedule, in place of the party's; hours typed here stay
          onChange={(turno) => {
            const { entrada, salida, turno: previous } = form.getValues();
            const opened = { entrada: event.entrada, salida: event.salida };
            form.setValues(hoursAfter({ entrada, salida }, previous, turno, opened));
            form.setFieldValue('turno', turno);
          }}
        />
        <TimeField label="Hora de entrada" {...form.getInputProps('entrada')} />
        <TimeField label="Hora de salida" {...form.getInputProps('salida')} />
        <SalonSelect
          placeId={event.lugar.uid}
          value={form.getValues().salon}
          onChange={(salon) => form.setFieldValue('salon', salon)}
        />
        <FormActions submitLabel="Cambiar fecha" onCancel={onDone} isPending={change.isPending} mt="sm" />
      </Stack>
    </form>
  );
}

/** The event's date and turno change through their own call; the server checks the slot is free. */
export function DateChangeModal(props: { opened: boolean; event: EventDto; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Cambiar fecha del evento" centered>
      {props.opened ? <DateChangeForm event={props.event} onDone={props.onClose} /> : null}
    </Modal>
  );
}
