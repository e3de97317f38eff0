import { Paper, Text, Title } from '@mantine/core';
import { LiveAvailabilityCalendar } from '../../../components/availability-calendar/live-availability-calendar.tsx';

/** Issue #11.1: the month calendar under 'Disponibilidad' — public data only (libre/ocupado per turno). */
export function AvailabilityCalendarSection({ placeId, sucursal }: { placeId: string; sucursal: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'xl' }} shadow="xs" mt="lg">
      <Title order={2} size="h3" px={{ base: 'xs', sm: 0 }}>
        Calendario de disponibilidad
      </Title>
      <Text c="gray.7" size="sm" mb="sm" px={{ base: 'xs', sm: 0 }}>
        Los turnos libres de los próximos meses. Para apartar uno, agrega un paquete al carrito y solicita tu
        fecha.
      </Text>
      <LiveAvailabilityCalendar placeId={placeId} label={`Disponibilidad de ${sucursal}`} />
    </Paper>
  );
}
