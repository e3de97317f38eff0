import { Badge, Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { FESTEJADO_LABEL, festejadoText } from '@salones/shared/booking-requests';
import { formatDateMx, formatDateTime, toTime24 } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import { STAFF_CALENDAR_MSG as T } from '@salones/shared/staff-calendar';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaffGuests } from '../../components/party/guest-list.tsx';
import { useGuests } from '../../lib/api/invitations.ts';
import { turnoColor } from '../../lib/turno-colors.ts';
import type { CalendarItem } from './calendar-entries.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** The read-only summary of an event or a pending request picked in the calendar, with the way to act on it. */
export function CalendarDetail({
  item,
  turnos,
  onClose,
}: {
  item: CalendarItem | null;
  /** the legend's turnos, which give the turno's badge its colour */
  turnos: string[];
  onClose: () => void;
}) {
  const title = item?.kind === 'solicitud' ? T.requestTitle : T.detailTitle;
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      title={title}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': T.closeDetail }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {item ? <DetailBody item={item} turnos={turnos} /> : null}
    </Drawer>
  );
}

/** The event's head count from its party page, allergies and arrivals */
function EventGuests({ eventId }: { eventId: string }) {
  const guests = useGuests(eventId);
  return <StaffGuests eventId={eventId} data={guests.data} />;
}

function DetailBody({ item, turnos }: { item: CalendarItem; turnos: string[] }) {
  const data = item.kind === 'evento' ? item.event : item.request;
  const turno = (
    <Badge color={turnoColor(turnos, data.turno)} variant="light">
      {data.turno}
    </Badge>
  );
  return (
    <Stack>
      {/* The event's own name and hours, not only its customer */}
      {item.kind === 'evento' ? <Row label={T.eventName}>{item.event.name}</Row> : null}
      {item.kind === 'solicitud' && item.request.festejado ? (
        <Row label={FESTEJADO_LABEL}>{festejadoText(item.request)}</Row>
      ) : null}
      <Row label={T.customer}>
        {`${data.userName} ${data.lastname}`.trim()}
        <Text size="sm" c="dimmed">
          {data.email}
        </Text>
      </Row>
      <SimpleGrid cols={2}>
        <Row label={T.branch}>{data.lugar.sucursal}</Row>
        <Row label={T.date}>{formatDateMx(data.fecha)}</Row>
        <Row label={T.turno}>{turno}</Row>
        <Row label={T.people}>{data.personas}</Row>
        {item.kind === 'evento' && (item.event.entrada || item.event.salida) ? (
          <Row label={T.hours}>
            {`${toTime24(item.event.entrada) || '—'} a ${toTime24(item.event.salida) || '—'}`}
          </Row>
        ) : null}
      </SimpleGrid>
      <Row label={T.package}>{data.paqueteName || '—'}</Row>
      {item.kind === 'evento' ? (
        <>
          <SimpleGrid cols={3}>
            <Row label={T.total}>{formatMoney(item.event.precioTotal)}</Row>
            <Row label={T.paid}>{formatMoney(item.event.abonado)}</Row>
            <Row label={T.owed}>
              <Text component="span" fw={700} c={item.event.adeudo > 0 ? 'red.8' : undefined}>
                {formatMoney(item.event.adeudo)}
              </Text>
            </Row>
          </SimpleGrid>
          <EventGuests eventId={item.event.uid} />
          <Group>
            <Button component={Link} to={`/admin/event/edit/${item.event.uid}`}>
              {T.editEvent}
            </Button>
            <Button
              variant="light"
              component="a"
              href={`/pdf/${item.event.uid}`}
              target="_blank"
              rel="noopener"
              leftSection={<IconFileText size={18} aria-hidden />}
            >
              {T.contract}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <SimpleGrid cols={2}>
            <Row label={T.package}>{formatMoney(item.request.precioPaquete)}</Row>
            <Row label={T.holdUntil}>{formatDateTime(item.request.venceEl, 'short24')}</Row>
          </SimpleGrid>
          <Group>
            <Button component={Link} to="/admin/orders">
              {T.goToOrders}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
