import { Box, Paper, Text, Title } from '@mantine/core';
import type { PlaceDto } from '@salones/shared/places';
import { useQuery } from '@tanstack/react-query';
import {
  AvailabilityCalendarIsland,
  drawnMonth,
} from '../../../components/availability-calendar/availability-calendar-island.tsx';
import { firstMonthShown } from '../../../components/availability-calendar/offered-range.ts';
import { Island } from '../../../components/island.tsx';
import { monthAvailabilityQueryOptions } from '../../../lib/api/availability.ts';
import { usePageDay } from '../../../lib/page-day.ts';
import { CALENDAR_ID } from './availability-form.tsx';

/**
 * The month calendar under 'Disponibilidad' — public data only (libre/ocupado per turno). Rendered
 * by the server with its first offered month's turnos (read with the page: app/ssr/prefetch.ts; loading when
 * that read failed); the calendar is an island (decision 015) that loads the months and tells the page the
 * turno picked (lib/slot-picked.ts).
 */
export function AvailabilityCalendarSection({ place }: { place: PlaceDto }) {
  const today = usePageDay();
  // what the server read with the page (in the app, what the cache holds): never asked for here, the island asks
  const firstMonthAnswer = useQuery({
    ...monthAvailabilityQueryOptions(place.uid, firstMonthShown(today, place.diasAnticipacion)),
    enabled: false,
  }).data;
  // CALENDAR_ID: the target of the availability answer's 'Ver calendario'
  return (
    <Box id={CALENDAR_ID}>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'xl' }} shadow="xs" mt="lg">
        <Title order={2} size="h3" px={{ base: 'xs', sm: 0 }}>
          Calendario de disponibilidad
        </Title>
        <Text c="gray.7" size="sm" mb="sm" px={{ base: 'xs', sm: 0 }}>
          Los turnos libres de los próximos meses. Para apartar uno, agrega un paquete al carrito y solicita
          tu fecha.
        </Text>
        {/* on a phone the calendar takes the card's padding too: seven 44 px turno buttons */}
        <Box mx={{ base: -10, sm: 0 }}>
          <Island
            name="availability-calendar"
            component={AvailabilityCalendarIsland}
            props={{
              placeId: place.uid,
              label: `Disponibilidad de ${place.sucursal}`,
              diasAnticipacion: place.diasAnticipacion,
              today,
              firstMonthAnswer: firstMonthAnswer && drawnMonth(firstMonthAnswer),
            }}
          />
        </Box>
      </Paper>
    </Box>
  );
}
