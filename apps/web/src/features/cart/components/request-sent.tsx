import { Alert, Anchor, CloseButton, Group, Stack, Text } from '@mantine/core';
import { type BookingRequestDto, formatLongDate, holdUntilSentence } from '@salones/shared/booking-requests';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Issue #11.2: what was asked for and until when the slot is held, once the package has left the cart. */
export function RequestSent({ request, onClose }: { request: BookingRequestDto; onClose: () => void }) {
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
        <Group justify="space-between" mt={4}>
          <Anchor component={Link} to="/pedidos" size="sm" fw={600}>
            Ver mis pedidos
          </Anchor>
          <CloseButton size="sm" aria-label="Cerrar aviso" onClick={onClose} />
        </Group>
      </Stack>
    </Alert>
  );
}
