import { Badge, Group, Text } from '@mantine/core';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@salones/shared/booking-requests';

const COLORS: Record<BookingStatus, string> = {
  pendiente: 'yellow',
  confirmada: 'green',
  rechazada: 'red',
  vencida: 'gray',
  cancelada: 'gray',
};

/** A booking request's status word (issue #11): Pendiente, Confirmada, Rechazada, Vencida, Cancelada. */
export function BookingStatusBadge({ estado }: { estado: BookingStatus }) {
  return (
    <Badge color={COLORS[estado]} variant="light">
      {BOOKING_STATUS_LABELS[estado]}
    </Badge>
  );
}

/** A booking request card's first line: its title (long ones wrap) and its status. */
export function RequestCardHeader({ title, estado }: { title: string; estado: BookingStatus }) {
  return (
    <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
      <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <BookingStatusBadge estado={estado} />
    </Group>
  );
}
