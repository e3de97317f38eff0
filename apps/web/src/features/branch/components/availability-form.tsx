import 'dayjs/locale/es-mx';
import { Button, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { TURNOS } from '@salones/shared/constants';
import { addDays, normalizeDate, todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { IconCalendarCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useCheckSlot } from '../../../lib/api/check-slot.ts';
import { notify } from '../../../lib/toast.ts';

/** Typed dates are day/month/year, as es-MX writes them. */
function parseMxDate(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  return m ? normalizeDate(`${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`) : null;
}

/** spec §5 availability check: date (from tomorrow, Mexico City) and turno, both required. */
export function AvailabilityForm({ placeId }: { placeId: string }) {
  const [fecha, setFecha] = useState<string | null>(null);
  const [turno, setTurno] = useState<string | null>(null);
  const check = useCheckSlot();
  const tomorrow = addDays(todayInMexicoCity(), 1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // spec §5; the API checks the same with AvailabilityRequestSchema (not imported here: it would pull the
    // whole events module into the public bundle).
    if (!fecha || !turno) return notify.warning(MSG.availabilityIncomplete);
    check.mutate({ lugar: placeId, turno, fecha });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={onSubmit} noValidate aria-label="Consultar disponibilidad">
        <Stack>
          <div>
            <Title order={2}>Disponibilidad</Title>
            <Text c="gray.7" size="sm">
              Elige la fecha y el turno de tu fiesta para saber si están libres.
            </Text>
          </div>
          <DatesProvider settings={{ locale: 'es-mx', firstDayOfWeek: 0 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateInput
                label="Fecha"
                placeholder="dd/mm/aaaa"
                value={fecha}
                onChange={setFecha}
                minDate={tomorrow}
                valueFormat="DD/MM/YYYY"
                dateParser={parseMxDate}
                clearable
                popoverProps={{ withinPortal: true }}
              />
              <Select
                label="Turno"
                placeholder="Selecciona un turno"
                data={[...TURNOS]}
                value={turno}
                onChange={setTurno}
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
        </Stack>
      </form>
    </Paper>
  );
}
