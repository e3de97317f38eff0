import { Badge } from '@mantine/core';
import { phoneForDisplay } from '../../../lib/phone-display.ts';

/** Whether free text may be sent: 24 h after the family's last message WhatsApp allows only templates. */
export function WindowBadge({ open }: { open: boolean }) {
  return open ? (
    <Badge color="green" variant="light" size="sm">
      24 h abierta
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size="sm">
      Ventana cerrada
    </Badge>
  );
}

/** The conversation's name: the customer's, or the phone when it is matched to none. */
export const conversationName = (c: {
  telefono: string;
  usuario: { name: string; lastname: string } | null;
}) => (c.usuario ? `${c.usuario.name} ${c.usuario.lastname}`.trim() : phoneForDisplay(c.telefono));
