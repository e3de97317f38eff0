import { Alert, Anchor, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { type BookingRequestDto, formatLongDate, holdUntilSentence } from '@salones/shared/booking-requests';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PayAnticipoModal } from '../../../components/payments/pay-anticipo-modal.tsx';

/**
 * What was asked for and until when the slot is held, once the package has left the cart.
 * And 'Pagar anticipo' right there — the same plan, terms and checkout as in /pedidos.
 */
export function RequestSent({ request, onClose }: { request: BookingRequestDto; onClose: () => void }) {
  const [paying, setPaying] = useState(false);
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title="Solicitud enviada"
      role="status"
      mb="lg"
      data-testid="request-sent"
    >
      <Stack gap={4}>
        <Text size="sm">
          {request.paqueteName} en {request.lugar.sucursal}: {formatLongDate(request.fecha)}, {request.turno},{' '}
          {request.personas} personas.
        </Text>
        <Text size="sm">
          {holdUntilSentence(request.venceEl)} Te avisaremos por correo cuando la confirmemos.
        </Text>
        <Text size="sm">Paga el anticipo para confirmar tu fiesta.</Text>
        <Group justify="space-between" mt={4} gap="sm">
          <Group gap="sm">
            <Button
              size="sm"
              leftSection={<IconCreditCard size={16} aria-hidden />}
              onClick={() => setPaying(true)}
            >
              Pagar anticipo
            </Button>
            <Anchor component={Link} to="/pedidos" size="sm" fw={600}>
              Ver mis pedidos
            </Anchor>
          </Group>
          <CloseButton size="sm" aria-label="Cerrar aviso" onClick={onClose} />
        </Group>
      </Stack>
      <PayAnticipoModal request={paying ? request : null} onClose={() => setPaying(false)} />
    </Alert>
  );
}
