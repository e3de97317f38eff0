import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Chip,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { toTime24 } from '@salones/shared/dates';
import {
  DIA_NAMES,
  MAX_TURNOS_PER_DAY,
  type TurnoSchedule,
  type TurnoScheduleDto,
  TurnoScheduleSchema,
} from '@salones/shared/turnos';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zodValidate } from '../../../lib/zod-form.ts';

/** Monday first, as a week reads in Mexico; the values are the API's (0 = domingo). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const dayLabel = (dia: number) => DIA_NAMES[dia].slice(0, 3).replace(/^./, (c) => c.toUpperCase());

interface Values {
  turnos: { nombre: string; inicio: string; fin: string; dias: string[] }[];
  limpiezaMin: number | string;
}
const toValues = (s: TurnoSchedule): Values => ({
  turnos: s.turnos.map((t) => ({ ...t, dias: t.dias.map(String) })),
  limpiezaMin: s.limpiezaMin,
});
const toBody = (v: Values): TurnoSchedule => ({
  turnos: v.turnos.map((t) => ({ ...t, dias: t.dias.map(Number) })),
  limpiezaMin: v.limpiezaMin === '' ? Number.NaN : Number(v.limpiezaMin),
});
const validate = zodValidate(TurnoScheduleSchema);

/**
 * A branch's turnos by weekday: each turno's name, hours and days, and the cleaning time between two parties.
 * The whole schedule is checked with the API's rules before it is sent; the API also refuses a change that
 * would stop a turno on a day it has parties (its message shows as a toast).
 */
export function TurnosEditor(props: {
  schedule: TurnoScheduleDto;
  saving: boolean;
  onSave: (schedule: TurnoSchedule) => void;
}) {
  const form = useForm<Values>({
    initialValues: toValues(props.schedule),
    validate: (values) => validate(toBody(values)),
  });
  const whole = form.errors.turnos;
  return (
    <form onSubmit={form.onSubmit((values) => props.onSave(toBody(values)))} noValidate>
      <Stack>
        <Title order={3}>Turnos</Title>
        <Text size="sm" c="dimmed">
          {props.schedule.predeterminado ? 'La sucursal usa los turnos de la cadena. ' : ''}
          Un turno puede empezar cuando termina el anterior más la limpieza; a lo más {MAX_TURNOS_PER_DAY}{' '}
          turnos por día.
        </Text>
        <NumberInput
          label="Limpieza entre fiestas (minutos)"
          min={0}
          max={240}
          allowDecimal={false}
          allowNegative={false}
          maw={260}
          {...form.getInputProps('limpiezaMin')}
        />
        {whole ? (
          <Alert color="red" role="alert">
            {whole}
          </Alert>
        ) : null}
        {form.values.turnos.map((turno, i) => (
          <Card
            key={form.key(`turnos.${i}`)}
            withBorder
            padding="sm"
            aria-label={`Turno ${i + 1}`}
            component="fieldset"
          >
            <Stack gap="xs">
              <Group align="flex-start" gap="xs" wrap="wrap">
                <TextInput
                  label="Nombre"
                  maxLength={24}
                  style={{ flex: '1 1 15rem' }}
                  {...form.getInputProps(`turnos.${i}.nombre`)}
                />
                {(['inicio', 'fin'] as const).map((field) => (
                  <TextInput
                    key={field}
                    label={field === 'inicio' ? 'Empieza' : 'Termina'}
                    placeholder="HH:MM"
                    inputMode="numeric"
                    w={110}
                    {...form.getInputProps(`turnos.${i}.${field}`)}
                    onBlur={(e) =>
                      form.setFieldValue(
                        `turnos.${i}.${field}`,
                        toTime24(e.currentTarget.value) || e.currentTarget.value,
                      )
                    }
                  />
                ))}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Quitar el turno ${turno.nombre || i + 1}`}
                  disabled={form.values.turnos.length === 1}
                  onClick={() => form.removeListItem('turnos', i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Chip.Group multiple {...form.getInputProps(`turnos.${i}.dias`)}>
                <Group gap={6} role="group" aria-label={`Días del turno ${turno.nombre || i + 1}`}>
                  {WEEK.map((d) => (
                    <Chip key={d} value={String(d)} size="xs">
                      {dayLabel(d)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {form.errors[`turnos.${i}.dias`] ? (
                <Text size="xs" c="red">
                  {form.errors[`turnos.${i}.dias`]}
                </Text>
              ) : null}
            </Stack>
          </Card>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('turnos', { nombre: '', inicio: '', fin: '', dias: [] })}
          >
            Agregar turno
          </Button>
          <Button type="submit" loading={props.saving}>
            Guardar turnos
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
