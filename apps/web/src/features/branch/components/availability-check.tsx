import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PlaceDto } from '@salones/shared/places';
import { firstRequestableDate } from '@salones/shared/slots';
import { DEFAULT_TURNO_SCHEDULE } from '@salones/shared/turnos';
import { useQuery } from '@tanstack/react-query';
import { Island } from '../../../components/island.tsx';
import { turnosQueryOptions } from '../../../lib/api/turnos.ts';
import { useFormAnswers } from '../../../lib/form-answers.ts';
import { byStart } from '../../../lib/use-day-turnos.ts';
import { AvailabilityForm } from './availability-form.tsx';

/**
 * The branch page's 'Disponibilidad' box: its title and text (Mantine, the page's), and the form, an island
 * (decision 015) that answers before the app does.
 */
export function AvailabilityCheck({ place }: { place: PlaceDto }) {
  // The server's answer when this page answers the form posted without JavaScript
  const answered = useFormAnswers().availability;
  // the page's own data (app/ssr/prefetch.ts): the server renders the branch's turnos
  const schedule = useQuery(turnosQueryOptions(place.uid)).data ?? DEFAULT_TURNO_SCHEDULE;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack>
        <div>
          <Title order={2}>Disponibilidad</Title>
          <Text c="gray.7" size="sm">
            Elige la fecha y el turno de tu fiesta para saber si están libres.
          </Text>
        </div>
        <Island
          name="availability-form"
          component={AvailabilityForm}
          props={{
            placeId: place.uid,
            leadDays: place.diasAnticipacion,
            firstDay: firstRequestableDate(place.diasAnticipacion),
            posted: answered?.lugar === place.uid ? answered : null,
            turnos: byStart(schedule).map(({ nombre, dias }) => ({ nombre, dias })),
          }}
        />
      </Stack>
    </Paper>
  );
}
