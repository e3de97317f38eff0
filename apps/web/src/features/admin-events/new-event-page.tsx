import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useCustomer } from './api/get-customer.ts';
import { EventWizard } from './wizard/event-wizard.tsx';

export function NewEventPage() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
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
        {customer.isPending ? (
          <Stack>
            <Skeleton h={12} radius="xl" />
            <Skeleton h={40} />
            <Skeleton h={220} />
          </Stack>
        ) : customer.isError ? (
          <LoadError
            title="No se pudo cargar el cliente"
            error={customer.error}
            onRetry={() => customer.refetch()}
          />
        ) : (
          <EventWizard customer={customer.data} />
        )}
      </Paper>
    </Stack>
  );
}
