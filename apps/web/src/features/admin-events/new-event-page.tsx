import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useUser } from '../../lib/api/users.ts';
import { EventWizard } from './wizard/event-wizard.tsx';

export function NewEventPage() {
  const { id = '' } = useParams();
  const customer = useUser(id);
  return (
    <Stack gap="md">
      <PageMeta title="Agendar evento" />
      <div>
        <Title order={1} size="h2">
          Agendar evento
        </Title>
        {customer.data ? (
          <Text c="dimmed">
            Cliente: {customer.data.name} {customer.data.lastname} · {customer.data.email}
          </Text>
        ) : null}
      </div>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryContent
          queries={[customer]}
          errorTitle="No se pudo cargar el cliente"
          loading={
            <Stack>
              <Skeleton h={12} radius="xl" />
              <Skeleton h={40} />
              <Skeleton h={220} />
            </Stack>
          }
        >
          {() => <EventWizard customer={customer.data!} />}
        </QueryContent>
      </Paper>
    </Stack>
  );
}
