// /admin/facturas' list: a table from 'sm' up, a card per CFDI on a phone (TableOrCards). Each CFDI: its date,
// tipo, serie-folio, receptor, event, total (es-MX money), estado as a badge, and its PDF and XML; a complement
// that failed and waits for the job's retry says why.
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@salones/shared/dates';
import { CFDI_ESTADO_LABELS } from '@salones/shared/fiscal/cancelacion';
import { formatMoney } from '@salones/shared/money';
import { Link } from 'react-router';
import { CardTitleRow } from '../../../components/card-title-row.tsx';
import { LabelValueRow } from '../../../components/label-value-row.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { CARD_LIST, TableOrCards } from '../../../components/table-or-cards.tsx';
import { downloadCfdi } from '../../../lib/api/facturas.ts';
import { notify } from '../../../lib/toast.ts';
import type { FacturaListItem } from '../api/facturas-list.ts';
import { ESTADO_COLORS, tipoLabel } from '../factura-labels.ts';

const HEADERS = ['Fecha', 'Tipo', 'Serie-folio', 'Receptor', 'Evento', 'Total', 'Estado', 'Archivos'];

const serieFolio = (f: FacturaListItem) => `${f.serie}-${f.folio}`;
const issuedOn = (f: FacturaListItem) => formatDateTime(f.fecha, 'short24');

function EstadoBadge({ factura }: { factura: FacturaListItem }) {
  return (
    <Badge color={ESTADO_COLORS[factura.estado]} miw="max-content">
      {CFDI_ESTADO_LABELS[factura.estado]}
    </Badge>
  );
}

/** Why a step of this CFDI is still to do — a complement, a nota de crédito — (the job retries it), in red. */
function PendingError({ factura }: { factura: FacturaListItem }) {
  if (!factura.error) return null;
  return (
    <Text size="xs" c="red.8" mt={4} style={{ overflowWrap: 'anywhere' }}>
      Por emitir, se reintenta: {factura.error}
    </Text>
  );
}

function Receptor({ factura }: { factura: FacturaListItem }) {
  return (
    <>
      <Text size="sm">{factura.receptor.razonSocial}</Text>
      <Text size="xs" c="dimmed">
        {factura.receptor.rfc}
      </Text>
    </>
  );
}

/** The event's page for staff, or 'Factura global' for the month's CFDI to público en general. */
function Evento({ factura }: { factura: FacturaListItem }) {
  if (!factura.evento) return <>Factura global</>;
  return (
    <Anchor component={Link} to={`/admin/event/edit/${factura.evento.uid}`} size="sm">
      {factura.evento.nombre}
    </Anchor>
  );
}

function Files({ factura }: { factura: FacturaListItem }) {
  const save = (format: 'pdf' | 'xml') => () =>
    downloadCfdi(factura.uid, format).catch((err: Error) => notify.error(err.message));
  const name = serieFolio(factura);
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component="button" type="button" size="sm" onClick={save('pdf')} aria-label={`PDF de ${name}`}>
        PDF
      </Anchor>
      <Anchor component="button" type="button" size="sm" onClick={save('xml')} aria-label={`XML de ${name}`}>
        XML
      </Anchor>
    </Group>
  );
}

function FacturasTable({ facturas }: { facturas: FacturaListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <ListTable headers={HEADERS} aria-label="Facturas">
        {facturas.map((f) => (
          <Table.Tr key={f.uid}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{issuedOn(f)}</Table.Td>
            <Table.Td>{tipoLabel(f)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{serieFolio(f)}</Table.Td>
            <Table.Td>
              <Receptor factura={f} />
            </Table.Td>
            <Table.Td>
              <Evento factura={f} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(f.total)}</Table.Td>
            <Table.Td>
              <EstadoBadge factura={f} />
              <PendingError factura={f} />
            </Table.Td>
            <Table.Td>
              <Files factura={f} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Table.ScrollContainer>
  );
}

function FacturaCards({ facturas }: { facturas: FacturaListItem[] }) {
  return (
    <ul aria-label="Facturas" style={CARD_LIST}>
      {facturas.map((f) => (
        <Card key={f.uid} component="li" withBorder radius="md" padding="sm">
          <CardTitleRow title={`${tipoLabel(f)} ${serieFolio(f)}`} badge={<EstadoBadge factura={f} />} />
          <Stack gap={4}>
            <PendingError factura={f} />
            <LabelValueRow label="Fecha" value={issuedOn(f)} />
            <LabelValueRow label="Receptor" value={`${f.receptor.razonSocial} (${f.receptor.rfc})`} />
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                Evento
              </Text>
              <Text size="sm" fw={500} ta="right" component="div">
                <Evento factura={f} />
              </Text>
            </Group>
            <LabelValueRow label="Total" value={formatMoney(f.total)} />
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                Archivos
              </Text>
              <Files factura={f} />
            </Group>
          </Stack>
        </Card>
      ))}
    </ul>
  );
}

export function FacturasList({ facturas }: { facturas: FacturaListItem[] }) {
  return (
    <TableOrCards
      table={<FacturasTable facturas={facturas} />}
      cards={<FacturaCards facturas={facturas} />}
    />
  );
}
