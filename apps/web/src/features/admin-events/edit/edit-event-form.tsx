import {
  Button,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ATTENDANCE_BANDS, MAX_PERSONAS } from '@salones/shared/constants';
import { formatDateMx } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import { bandFor } from '@salones/shared/pricing';
import { IconCalendarEvent, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlacePackages } from '../../../lib/api/packages.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { PesoInput } from '../components/peso-input.tsx';
import { TimeField } from '../components/time-field.tsx';
import { TotalsSummary } from '../components/totals-summary.tsx';
import { COMPLEMENT_FIELDS, GUISADO_FIELDS, MenuFields } from '../wizard/menu-fields.tsx';
import { DateChangeModal } from './date-change-modal.tsx';
import { type EditValues, editMoney, toEditValues, toUpdateRequest } from './edit-values.ts';
import { ExtrasTable } from './extras-table.tsx';

/**
 * 'Básico · $12,500.00': the band the number of people falls in and its price
 * (docs/product.md#5-validation-rules).
 */
function bandHint(pkg: PackageDto | undefined, personas: number | string) {
  const band = bandFor(Number(personas));
  if (!band) return undefined;
  return pkg ? `${ATTENDANCE_BANDS[band].label} · ${formatMoney(pkg[band])}` : ATTENDANCE_BANDS[band].label;
}

/**
 * docs/product.md#2-screens-and-routes /admin/event/edit/{id}: groups Evento, Guisados, Otros elementos,
 * Adicionales, Totales.
 */
export function EditEventForm({ event }: { event: EventDto }) {
  const form = useForm<EditValues>({ initialValues: toEditValues(event) });
  const packages = usePlacePackages(event.lugar.uid);
  const update = useUpdateEvent();
  const [changingDate, setChangingDate] = useState(false);
  const values = form.getValues();
  const pkg = packages.data?.find((p) => p.uid === values.paquete);
  const submit = form.onSubmit((v) => update.mutate({ eventId: event.uid, body: toUpdateRequest(v) }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend="Evento">
          <Group justify="space-between" mb="sm" gap="xs">
            <Text size="sm">
              Fecha: <b>{formatDateMx(event.fecha)}</b> · {event.turno} · {event.lugar.sucursal}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarEvent size={16} />}
              onClick={() => setChangingDate(true)}
            >
              Cambiar fecha
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Nombre del evento" {...form.getInputProps('name')} />
            <Select
              label="Paquete"
              placeholder={event.paqueteName || 'Elige un paquete'}
              data={(packages.data ?? []).map((p) => ({ value: p.uid, label: p.name }))}
              disabled={packages.isPending}
              {...form.getInputProps('paquete')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="sm">
            <NumberInput
              label="Número de personas"
              description={bandHint(pkg, values.personas)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={1}
              max={MAX_PERSONAS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              {...form.getInputProps('personas')}
            />
            <TimeField label="Hora de entrada" {...form.getInputProps('entrada')} />
            <TimeField label="Hora de salida" {...form.getInputProps('salida')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Guisados">
          <MenuFields fields={GUISADO_FIELDS} form={form} />
        </Fieldset>
        <Fieldset legend="Otros elementos">
          <Stack gap="sm">
            <MenuFields fields={COMPLEMENT_FIELDS} form={form} />
            <Textarea label="Comentarios" autosize minRows={3} {...form.getInputProps('comentarios')} />
          </Stack>
        </Fieldset>
        <Fieldset legend="Adicionales">
          <ExtrasTable eventId={event.uid} extras={event.adicionales} />
        </Fieldset>
        <Fieldset legend="Totales">
          <Grid gap="md" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <PesoInput label="Descuento" {...form.getInputProps('descuento')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TotalsSummary money={editMoney(values, event, pkg)} />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={update.isPending}
          >
            Actualizar
          </Button>
        </Group>
      </Stack>
      <DateChangeModal opened={changingDate} event={event} onClose={() => setChangingDate(false)} />
    </form>
  );
}
