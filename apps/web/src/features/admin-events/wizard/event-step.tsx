import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_PERSONAS } from '@salones/shared/constants';
import { isAfterToday } from '@salones/shared/dates';
import type { PackageDto } from '@salones/shared/packages';
import type { PlaceDto } from '@salones/shared/places';
import { IconCalendarSearch } from '@tabler/icons-react';
import { useDayTurnos } from '../../../lib/use-day-turnos.ts';
import { useTurnoHours } from '../../../lib/use-turno-hours.ts';
import { DateField } from '../components/date-field.tsx';
import { SalonSelect } from '../components/salon-select.tsx';
import { TimeField } from '../components/time-field.tsx';
import { BandSelect } from './band-select.tsx';
import { useConsultDate } from './use-consult-date.ts';
import type { WizardValues } from './wizard-values.ts';

export function EventStep(props: {
  form: UseFormReturnType<WizardValues>;
  places: PlaceDto[];
  packages: PackageDto[];
  packagesLoading: boolean;
  pkg: PackageDto | undefined;
  /** The booking request being converted */
  solicitud?: string;
}) {
  const { form } = props;
  const consult = useConsultDate();
  const values = form.getValues();
  const turnos = useDayTurnos(values.lugar, values.fecha);
  const hoursAfter = useTurnoHours(values.lugar);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Nombre del evento"
        placeholder="Cumpleaños de Sofía"
        {...form.getInputProps('name')}
      />
      <Select
        label="Sucursal"
        placeholder="Elige una sucursal"
        data={props.places.map((p) => ({ value: p.uid, label: p.sucursal }))}
        {...form.getInputProps('lugar')}
        onChange={(lugar) => {
          form.setFieldValue('lugar', lugar);
          form.setFieldValue('paquete', null);
          form.setFieldValue('salon', null);
        }}
      />
      <SalonSelect
        placeId={values.lugar}
        value={values.salon ?? null}
        onChange={(salon) => form.setFieldValue('salon', salon)}
      />
      {/* Not minDate: the input would silently drop a typed past date. The calendar still greys past days
          out, and a typed one stays in the field with the spec's message (the form's rule, and the server's). */}
      <DateField
        label="Fecha del evento"
        excludeDate={(day) => !isAfterToday(day)}
        {...form.getInputProps('fecha')}
      />
      <Select
        label="Turno"
        placeholder="Elige un turno"
        data={turnos}
        {...form.getInputProps('turno')}
        // the party's hours start from the turno's in the branch's schedule; hours staff typed stay
        onChange={(turno) => {
          const { entrada, salida, turno: previous } = form.getValues();
          form.setValues(hoursAfter({ entrada, salida }, previous, turno));
          form.setFieldValue('turno', turno);
        }}
      />
      <Select
        label="Paquete"
        placeholder={values.lugar ? 'Elige un paquete' : 'Primero elige una sucursal'}
        disabled={!values.lugar || props.packagesLoading}
        nothingFoundMessage="Esta sucursal no tiene paquetes"
        data={props.packages.map((p) => ({ value: p.uid, label: p.name }))}
        {...form.getInputProps('paquete')}
      />
      <BandSelect form={form} pkg={props.pkg} />
      <TimeField label="Hora de entrada" {...form.getInputProps('entrada')} />
      <TimeField label="Hora de salida" {...form.getInputProps('salida')} />
      <NumberInput
        label="Número de personas"
        description={`De 1 a ${MAX_PERSONAS}; el número define el precio`}
        min={1}
        max={MAX_PERSONAS}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        {...form.getInputProps('personas')}
      />
      <Group align="flex-end">
        <Button
          variant="light"
          leftSection={<IconCalendarSearch size={18} />}
          loading={consult.isPending}
          onClick={() =>
            consult.run({
              lugar: values.lugar,
              fecha: values.fecha,
              turno: values.turno,
              solicitud: props.solicitud,
            })
          }
        >
          Consultar Fecha
        </Button>
      </Group>
    </SimpleGrid>
  );
}
