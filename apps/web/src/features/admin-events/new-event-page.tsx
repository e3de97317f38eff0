import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { QuoteLines } from '../../components/quote-lines.tsx';
import { useBookingRequest } from '../../lib/api/booking-requests.ts';
import { turnosQueryOptions } from '../../lib/api/turnos.ts';
import { useUser } from '../../lib/api/users.ts';
import { EventWizard } from './wizard/event-wizard.tsx';

export function NewEventPage() {
  const { id = '' } = useParams();
  const customer = useUser(id);
  // /admin/event/{user}?solicitud={id} converts that booking request (the wizard starts prefilled)
  const [search] = useSearchParams();
  const requestId = search.get('solicitud');
  const request = useBookingRequest(requestId);
  // the request's branch's schedule: the party's hours start from its turno's
  const schedule = useQuery({
    ...turnosQueryOptions(request.data?.lugar.uid ?? ''),
    enabled: Boolean(request.data),
  });
  const queries = requestId ? [customer, request, schedule] : [customer];
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
      {request.data ? (
        <Alert color="grape" variant="light" title="Convertir solicitud en evento">
          Solicitud de {request.data.userName} {request.data.lastname}: {request.data.lugar.sucursal},{' '}
          {formatDateMx(request.data.fecha)}, {request.data.turno}, {request.data.personas} personas. Al crear
          el evento la solicitud queda confirmada y el turno pasa al evento.
          {/* What the customer wrote, where staff decide */}
          {request.data.comentarios ? (
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              <b>Comentarios del cliente:</b> {request.data.comentarios}
            </Text>
          ) : null}
          {/* The request's quote; its extras and discount pass to the event by themselves */}
          {request.data.cotizacion ? (
            <>
              <Text size="sm" mt="xs" fw={600}>
                Cotización de la solicitud (los adicionales y el descuento pasan solos al evento)
              </Text>
              <QuoteLines cotizacion={request.data.cotizacion} caption="Cotización de la solicitud" />
            </>
          ) : null}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryContent
          queries={queries}
          errorTitle="No se pudo cargar el cliente"
          loading={
            <Stack>
              <Skeleton h={12} radius="xl" />
              <Skeleton h={40} />
              <Skeleton h={220} />
            </Stack>
          }
        >
          {() => <EventWizard customer={customer.data!} request={request.data} schedule={schedule.data} />}
        </QueryContent>
      </Paper>
    </Stack>
  );
}
