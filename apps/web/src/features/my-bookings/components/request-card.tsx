import { Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  type BookingRequestDto,
  FESTEJADO_LABEL,
  festejadoText,
  formatLongDate,
  formatTimeLeft,
} from '@salones/shared/booking-requests';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import { IconCreditCard, IconEye, IconFileText, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RequestCardHeader } from '../../../components/booking-status-badge.tsx';
import { LabelValueRow } from '../../../components/label-value-row.tsx';
import { QuoteLines } from '../../../components/quote-lines.tsx';

/**
 * One of the customer's booking requests on /pedidos, with its quote line by line (total, anticipo)
 * and what its status allows.
 */
export function RequestCard(props: {
  request: BookingRequestDto;
  now: Date;
  /** the salón's name, given only at a branch of more than one active salón */
  salon?: string | null;
  onCancel: (request: BookingRequestDto) => void;
  /** 'Pagar anticipo' on a pending request */
  onPay: (request: BookingRequestDto) => void;
  onViewEvent: (eventId: string) => void;
}) {
  const { request: r, now } = props;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Solicitud ${r.paqueteName}`}>
      <RequestCardHeader title={r.paqueteName} estado={r.estado} />
      <Stack gap={4}>
        {r.festejado ? <LabelValueRow label={FESTEJADO_LABEL} value={festejadoText(r)} /> : null}
        <LabelValueRow label="Sucursal" value={r.lugar.sucursal} />
        {props.salon ? <LabelValueRow label="Salón" value={props.salon} /> : null}
        <LabelValueRow label="Fecha" value={formatLongDate(r.fecha)} />
        <LabelValueRow label="Turno" value={r.turno} />
        <LabelValueRow label="Personas" value={String(r.personas)} />
        {/* the quote the request keeps — what it will charge — else (made before quotes) its package price */}
        {r.cotizacion ? null : (
          <LabelValueRow
            label="Precio del paquete"
            value={`${formatMoney(r.precioPaquete)} (${ATTENDANCE_BANDS[r.banda].label.split(' ')[0]})`}
          />
        )}
        {r.estado === 'pendiente' ? (
          <LabelValueRow label="Apartado" value={formatTimeLeft(r.venceEl, now)} />
        ) : null}
        {r.cotizacion ? (
          <QuoteLines cotizacion={r.cotizacion} caption="Cotización de la solicitud" unitPrices={false} />
        ) : null}
        {r.estado === 'rechazada' && r.motivo ? (
          <Text size="sm" mt={4}>
            <Text span c="dimmed" size="sm">
              Motivo:{' '}
            </Text>
            {r.motivo}
          </Text>
        ) : null}
      </Stack>
      {r.estado === 'pendiente' ? (
        <Stack mt="sm" gap="xs">
          <Button
            fullWidth
            leftSection={<IconCreditCard size={16} aria-hidden />}
            onClick={() => props.onPay(r)}
          >
            Pagar anticipo
          </Button>
          <Button
            fullWidth
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => props.onCancel(r)}
          >
            Cancelar solicitud
          </Button>
        </Stack>
      ) : null}
      {r.estado === 'confirmada' && r.evento ? (
        <Group mt="sm" gap="sm">
          <Button
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => props.onViewEvent(r.evento!)}
          >
            Ver evento
          </Button>
          {/* A button's size and look (it opens the contract page) */}
          <Button
            component={Link}
            to={`/pdf/${r.evento}`}
            variant="light"
            leftSection={<IconFileText size={16} aria-hidden />}
          >
            Ver contrato
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
