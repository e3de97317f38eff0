// 'Solicitar factura' on /pedidos (docs/product.md, "An event's factura"): for an event with a payment, the family
// asks for its CFDI; the modal shows it, its complementos de pago, and their PDF and XML.
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { IconFileInvoice } from '@tabler/icons-react';
import { notify } from '../../../lib/toast.ts';
import { downloadCfdi, useEventFactura, useRequestFactura } from '../api/factura.ts';

export function FacturaButton(props: {
  event: EventDto;
  onOpen: (event: EventDto) => void;
  fullWidth?: boolean;
}) {
  if (props.event.abonado <= 0) return null;
  return (
    <Button
      size={props.fullWidth ? 'sm' : 'xs'}
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

export function FacturaModal({ event, onClose }: { event: EventDto | null; onClose: () => void }) {
  const id = event?.uid ?? '';
  const read = useEventFactura(id, { enabled: event !== null });
  const ask = useRequestFactura(id);
  const factura = read.data?.factura ?? null;
  return (
    <Modal opened={event !== null} onClose={onClose} title="Factura" size="lg">
      {read.isLoading ? (
        <Loader />
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
          {read.data?.complementos.length ? (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Complemento de pago</Table.Th>
                  <Table.Th>Pagado</Table.Th>
                  <Table.Th>Saldo</Table.Th>
                  <Table.Th>Archivos</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {read.data.complementos
                  .filter((c) => c.estado === 'vigente')
                  .map((c) => (
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
          ) : null}
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
