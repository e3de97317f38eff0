import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PlaceDto } from '@salones/shared/places';
import { firstRequestableDate } from '@salones/shared/slots';
import { Island } from '../../../components/island.tsx';
import { useFormAnswers } from '../../../lib/form-answers.ts';
import { AvailabilityForm } from './availability-form.tsx';

/**
 * The branch page's 'Disponibilidad' box: its title and text (Mantine, the page's), and the form, an island
 * (decision 015) that answers before the app does.
 */
export function AvailabilityCheck({ place }: { place: PlaceDto }) {
  // The server's answer when this page answers the form posted without JavaScript
  const answered = useFormAnswers().availability;
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
          }}
        />
      </Stack>
    </Paper>
  );
}
