// 'Solicitar factura' on /pedidos and on the event's contract (docs/product.md, "An event's factura"): for an event
// with a payment, while the site invoices, the family (or staff for it) asks for its CFDI; the modal shows it, its
// complementos de pago, and their PDF and XML.
import { Alert, Anchor, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { facturaRoutes } from '@salones/shared/contract/facturas';
import type { RouteResponse } from '@salones/shared/contract/route';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { IconFileInvoice } from '@tabler/icons-react';
import { downloadCfdi, useEventFactura, useInvoicingOn, useRequestFactura } from '../../lib/api/facturas.ts';
import { notify } from '../../lib/toast.ts';
import { LabelValueRow } from '../label-value-row.tsx';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { CARD_LIST, TableOrCards } from '../table-or-cards.tsx';

export function FacturaButton(props: {
  event: EventDto;
  onOpen: (event: EventDto) => void;
  fullWidth?: boolean;
  /** 'xs' in a table's row (the default), 'sm' full width on a card or beside a page's own buttons */
  size?: 'xs' | 'sm';
}) {
  const invoicingOn = useInvoicingOn();
  if (!invoicingOn || props.event.abonado <= 0) return null;
  return (
    <Button
      size={props.size ?? (props.fullWidth ? 'sm' : 'xs')}
      variant="light"
      fullWidth={props.fullWidth}
      leftSection={<IconFileInvoice size={16} />}
      onClick={() => props.onOpen(props.event)}
    >
      Solicitar factura
    </Button>
  );
}

function Downloads({ id, label }: { id: string; label: string }) {
  const save = (format: 'pdf' | 'xml') => () =>
    downloadCfdi(id, format).catch((err: Error) => notify.error(err.message));
  return (
    <Group gap="xs">
      <Anchor component="button" type="button" onClick={save('pdf')} aria-label={`PDF de ${label}`}>
        PDF
      </Anchor>
      <Anchor component="button" type="button" onClick={save('xml')} aria-label={`XML de ${label}`}>
        XML
      </Anchor>
    </Group>
  );
}

type Complemento = RouteResponse<typeof facturaRoutes.read>['complementos'][number];

/**
 * The complementos de pago in force: a table from 'sm' up, a card each on a phone (a four-column table would be cut
 * off in a phone's window, its files out of reach).
 */
function Complementos({ complementos }: { complementos: Complemento[] }) {
  const vigentes = complementos.filter((c) => c.estado === 'valida');
  if (vigentes.length === 0) return null;
  const table = (
    <Table aria-label="Complementos de pago">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Complemento de pago</Table.Th>
          <Table.Th>Pagado</Table.Th>
          <Table.Th>Saldo</Table.Th>
          <Table.Th>Archivos</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {vigentes.map((c) => (
          <Table.Tr key={c.uid}>
            <Table.Td>Parcialidad {c.parcialidad}</Table.Td>
            <Table.Td>{formatMoney(c.pagado)}</Table.Td>
            <Table.Td>{formatMoney(c.saldoInsoluto)}</Table.Td>
            <Table.Td>
              <Downloads id={c.uid} label={`la parcialidad ${c.parcialidad}`} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const cards = (
    <Stack gap="xs">
      <Text fw={700}>Complementos de pago</Text>
      <ul aria-label="Complementos de pago" style={CARD_LIST}>
        {vigentes.map((c) => (
          <Card key={c.uid} component="li" withBorder radius="md" padding="sm">
            <Group justify="space-between" mb={4}>
              <Text fw={500}>Parcialidad {c.parcialidad}</Text>
              <Downloads id={c.uid} label={`la parcialidad ${c.parcialidad}`} />
            </Group>
            <LabelValueRow label="Pagado" value={formatMoney(c.pagado)} />
            <LabelValueRow label="Saldo" value={formatMoney(c.saldoInsoluto)} />
          </Card>
        ))}
      </ul>
    </Stack>
  );
  return <TableOrCards table={table} cards={cards} />;
}

export function FacturaModal({ event, onClose }: { event: EventDto | null; onClose: () => void }) {
  const id = event?.uid ?? '';
  const read = useEventFactura(id, { enabled: event !== null });
  const ask = useRequestFactura(id);
  const factura = read.data?.factura ?? null;
  return (
    <Modal opened={event !== null} onClose={onClose} title="Factura" size="lg">
      {read.isLoading ? (
        <LoadingSpinner />
      ) : factura ? (
        <Stack gap="sm">
          <Text>
            Factura {factura.serie}-{factura.folio} (
            {factura.metodoPago === 'PUE' ? 'pago en una exhibición' : 'pago en parcialidades'}) por{' '}
            {formatMoney(factura.total)}
          </Text>
          <Text size="sm" c="dimmed">
            Folio fiscal: {factura.uuid}
          </Text>
          <Downloads id={factura.uid} label={`la factura ${factura.serie}-${factura.folio}`} />
          <Complementos complementos={read.data?.complementos ?? []} />
        </Stack>
      ) : (
        <Stack gap="sm">
          {read.isError ? <Alert color="red">{read.error.message}</Alert> : null}
          <Text>
            Emitiremos tu factura (CFDI 4.0) con tus datos de facturación. Puedes solicitarla hasta el último
            día del mes de tu primer pago.
          </Text>
          <Button onClick={() => ask.mutate()} loading={ask.isPending}>
            Solicitar factura
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
