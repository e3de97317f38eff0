import { Badge } from '@mantine/core';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@salones/shared/booking-requests';
import { CardTitleRow } from './card-title-row.tsx';

const COLORS: Record<BookingStatus, string> = {
  pendiente: 'yellow',
  confirmada: 'green',
  rechazada: 'red',
  vencida: 'gray',
  cancelada: 'gray',
};

/** A booking request's status word: Pendiente, Confirmada, Rechazada, Vencida, Cancelada. */
export function BookingStatusBadge({ estado }: { estado: BookingStatus }) {
  return (
    <Badge color={COLORS[estado]} variant="light">
      {BOOKING_STATUS_LABELS[estado]}
    </Badge>
  );
}

/** A booking request card's first line: its title (long ones wrap) and its status. */
export function RequestCardHeader({ title, estado }: { title: string; estado: BookingStatus }) {
  return <CardTitleRow title={title} badge={<BookingStatusBadge estado={estado} />} />;
}
