import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type BookingRequestDto, sortForCustomer } from '@salones/shared/booking-requests';
import { useState } from 'react';
import { PayAnticipoModal } from '../../../components/payments/pay-anticipo-modal.tsx';
import { QueryContent, RowsSkeleton } from '../../../components/query-content.tsx';
import { useBookingRequests } from '../../../lib/api/booking-requests.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCancelBookingRequest } from '../api/cancel-booking-request.ts';
import { CancelRequestModal } from './cancel-request-modal.tsx';
import { RequestCard } from './request-card.tsx';

/**
 * The customer's booking requests beside their events, newest first; the active ones
 * (pending, confirmed) above those that ended.
 */
export function RequestsSection({ onViewEvent }: { onViewEvent: (eventId: string) => void }) {
  const requests = useBookingRequests({});
  const now = useNow();
  const [cancelling, setCancelling] = useState<BookingRequestDto | null>(null);
  const [paying, setPaying] = useState<BookingRequestDto | null>(null);
  const cancel = useCancelBookingRequest(() => setCancelling(null));
  return (
    <Stack gap="sm" component="section" aria-labelledby="mis-solicitudes">
      <Title order={2} size="h3" id="mis-solicitudes">
        Solicitudes de fecha
      </Title>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <QueryContent
          queries={[requests]}
          errorTitle="No se pudieron cargar tus solicitudes"
          isEmpty={requests.data?.solicitudes.length === 0}
          empty="Aún no has solicitado fechas. Agrega un paquete al carrito y elige «Solicitar fecha»."
          loading={<RowsSkeleton height={40} rows={2} />}
        >
          {() => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {sortForCustomer(requests.data!.solicitudes, now).map((r) => (
                <RequestCard
                  key={r.uid}
                  request={r}
                  now={now}
                  salon={r.salonMostrado}
                  onCancel={setCancelling}
                  onPay={setPaying}
                  onViewEvent={onViewEvent}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryContent>
        {requests.data && requests.data.total > requests.data.solicitudes.length ? (
          <Text size="sm" c="dimmed" mt="sm">
            Se muestran las {requests.data.solicitudes.length} más recientes.
          </Text>
        ) : null}
      </Paper>
      <PayAnticipoModal request={paying} onClose={() => setPaying(null)} />
      <CancelRequestModal
        request={cancelling}
        loading={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.uid)}
      />
    </Stack>
  );
}
