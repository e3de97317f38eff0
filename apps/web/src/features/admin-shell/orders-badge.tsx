import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@salones/shared/booking-requests';
import { useBookingRequests } from '../../lib/api/booking-requests.ts';

/** The one request the badge reads: only the counts matter. */
export const PENDING_REQUESTS_BADGE = { estado: 'pendiente', limit: 1 } as const;

/**
 * The side menu's 'Pedidos' shows how many requests wait for an answer (read out with the link's
 * name); hovering it gives the count of every status. Any create/cancel/reject/convert refreshes it (bookingRequests root).
 */
export function OrdersBadge() {
  const requests = useBookingRequests(PENDING_REQUESTS_BADGE);
  const counts = requests.data?.conteos;
  if (!counts) return null;
  const summary = BOOKING_STATUSES.map((s) => `${BOOKING_STATUS_LABELS[s]}: ${counts[s]}`).join(', ');
  return (
    <Tooltip label={summary} withinPortal>
      <Badge
        size="sm"
        circle={counts.pendiente < 10}
        color={counts.pendiente > 0 ? 'yellow' : 'gray'}
        variant={counts.pendiente > 0 ? 'filled' : 'light'}
        data-testid="orders-badge"
      >
        {counts.pendiente}
        <VisuallyHidden> solicitudes pendientes</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
