import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { PAYMENT_METHOD_NONE } from '@salones/shared/constants';
import { formatDateMx } from '@salones/shared/dates';
import { CONTRACT_LABELS, debtLabel } from '@salones/shared/event-contract';
import { MSG } from '@salones/shared/messages';
import { formatMoney } from '@salones/shared/money';
import { BALANCE_PAST_DUE_LABEL, balanceDueLine } from '@salones/shared/payment-plan';
import classes from './event-detail.module.css';
import type { EventDetailData } from './event-detail-data.ts';

const L = CONTRACT_LABELS.payments;

const Missing = ({ text }: { text: string }) => (
  <Text span fs="italic" c="dimmed" size="sm">
    {text}
  </Text>
);

function PaymentsTable({ abonos }: { abonos: EventDetailData['abonos'] }) {
  if (!abonos.length) return <Text c="dimmed">{L.noPagos}</Text>;
  return (
    // No minimum width — on a phone the four columns wrap instead of being cut
    <Table striped withTableBorder className={classes.fitTable}>
      <Table.Thead>
        <Table.Tr>
          {L.pagosHead.map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {abonos.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows that never reorder; preview rows have no id yet
          <Table.Tr key={i}>
            <Table.Td>{a.abono ? formatMoney(a.abono) : <Missing text={MSG.fallbackCantidad} />}</Table.Td>
            <Table.Td>
              {a.fechadePago ? formatDateMx(a.fechadePago) : <Missing text={MSG.fallbackFechaPago} />}
            </Table.Td>
            <Table.Td>
              {a.metodo && a.metodo !== PAYMENT_METHOD_NONE ? (
                a.metodo
              ) : (
                <Missing text={MSG.fallbackMetodo} />
              )}
            </Table.Td>
            <Table.Td>{a.recibioName || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ExtrasTable({ adicionales }: { adicionales: EventDetailData['adicionales'] }) {
  if (!adicionales.length) return <Text c="dimmed">{L.noAdicionales}</Text>;
  return (
    <Table striped withTableBorder className={classes.fitTable}>
      <Table.Thead>
        <Table.Tr>
          {L.adicionalesHead.map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {adicionales.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows that never reorder; preview rows have no id yet
          <Table.Tr key={i}>
            <Table.Td>{x.nombre || '—'}</Table.Td>
            <Table.Td>{x.piezas}</Table.Td>
            <Table.Td>{formatMoney(x.precio)}</Table.Td>
            <Table.Td>{formatMoney(x.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TotalLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

export function PaymentsSection({ event }: { event: EventDetailData }) {
  return (
    <section aria-labelledby="event-detail-payments">
      <Title order={3} id="event-detail-payments" mb="sm">
        {L.title}
      </Title>
      <Stack gap="md">
        <div>
          <Title order={4} size="h5" mb={6}>
            {L.pagos}
          </Title>
          <PaymentsTable abonos={event.abonos} />
        </div>
        <div>
          <Title order={4} size="h5" mb={6}>
            {L.adicionales}
          </Title>
          <ExtrasTable adicionales={event.adicionales} />
        </div>
        <Stack gap={4} maw={360} ml="auto" w="100%">
          <TotalLine label={L.precioPaquete} value={formatMoney(event.precioPaquete)} />
          <TotalLine label={L.subtotal} value={formatMoney(event.precio)} />
          <TotalLine label={L.descuento} value={formatMoney(event.descuento)} />
          <TotalLine label={L.total} value={formatMoney(event.precioTotal)} strong />
          <TotalLine label={L.abonado} value={formatMoney(event.abonado)} />
          <TotalLine label={L.adeudo} value={debtLabel(event.adeudo)} strong />
          {/* The plan's balance and its due date, as the PDF contract prints it */}
          {event.plan && event.adeudo > 0 ? (
            <Text size="sm" ta="right" c={event.plan.vencido ? 'red' : undefined} data-testid="balance-due">
              {balanceDueLine(event.adeudo, event.plan.saldoVenceEl, event.plan.alReservar)}
              {event.plan.vencido ? ` (${BALANCE_PAST_DUE_LABEL})` : ''}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </section>
  );
}
