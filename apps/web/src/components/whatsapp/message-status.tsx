import { Text } from '@mantine/core';
import { IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import type { WhatsAppMessage } from '../../lib/api/whatsapp.ts';

/** An outgoing message's state as WhatsApp shows it: ✓ sent, ✓✓ delivered, blue ✓✓ read; a failure in words. */
export function MessageStatus({ message }: { message: WhatsAppMessage }) {
  switch (message.estado) {
    case 'en_cola':
      return (
        <Text span size="xs" c="gray.7" data-estado="en_cola">
          <IconClock size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> En cola
        </Text>
      );
    case 'enviado':
      return (
        <Text span size="xs" c="gray.7" data-estado="enviado">
          <IconCheck size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Enviado
        </Text>
      );
    case 'entregado':
      return (
        <Text span size="xs" c="gray.7" data-estado="entregado">
          <IconChecks size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Entregado
        </Text>
      );
    case 'leido':
      return (
        <Text span size="xs" c="blue.9" data-estado="leido">
          <IconChecks size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Leído
        </Text>
      );
    case 'fallido':
      return (
        <Text span size="xs" c="red.8" fw={600} data-estado="fallido">
          Falló: {message.error?.titulo ?? 'WhatsApp no lo entregó'}
          {message.error?.codigo ? ` (${message.error.codigo})` : ''}
        </Text>
      );
  }
}
