import { Button, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ClosureDto } from '@salones/shared/closures';
import { formatDateMx } from '@salones/shared/dates';
import { IconTrash } from '@tabler/icons-react';
import { CARD_LIST, TableOrCards } from '../../../components/table-or-cards.tsx';
import { ALL_BRANCHES_LABEL } from './closure-form.tsx';

/** 'Sucursal Centro', 'Sucursal Centro · Salón Jardín' for one salón, or every branch. */
export const closureBranch = (c: ClosureDto) =>
  c.sucursal ? (c.salonNombre ? `${c.sucursal} · ${c.salonNombre}` : c.sucursal) : ALL_BRANCHES_LABEL;

/** '12/12/2026' for one day, '12/12/2026 – 13/12/2026' for a range (both ends included). */
export const closureDays = (c: ClosureDto) =>
  c.desde === c.hasta ? formatDateMx(c.desde) : `${formatDateMx(c.desde)} – ${formatDateMx(c.hasta)}`;

interface ListProps {
  closures: ClosureDto[];
  /** whether this staff member may delete it (the API refuses the others anyway) */
  mayDelete: (c: ClosureDto) => boolean;
  onDelete: (c: ClosureDto) => void;
}

const deleteLabel = (c: ClosureDto) => `Eliminar el cierre de ${closureBranch(c)} del ${closureDays(c)}`;

function DeleteButton({ closure, ...props }: Omit<ListProps, 'closures'> & { closure: ClosureDto }) {
  if (!props.mayDelete(closure)) return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      aria-label={deleteLabel(closure)}
      onClick={() => props.onDelete(closure)}
      style={{ flexShrink: 0 }}
    >
      Eliminar
    </Button>
  );
}

/** The closures, soonest first — a table from 'sm' up, cards on a phone. */
export function ClosuresList(props: ListProps) {
  return (
    <TableOrCards
      table={
        <Table striped aria-label="Cierres">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sucursal</Table.Th>
              <Table.Th>Fechas</Table.Th>
              <Table.Th>Motivo</Table.Th>
              <Table.Th>
                <VisuallyHidden>Opciones</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.closures.map((c) => (
              <Table.Tr key={c._id}>
                <Table.Td>{closureBranch(c)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{closureDays(c)}</Table.Td>
                <Table.Td>{c.motivo}</Table.Td>
                <Table.Td ta="right">
                  <DeleteButton closure={c} mayDelete={props.mayDelete} onDelete={props.onDelete} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
      cards={
        <ul aria-label="Cierres" style={CARD_LIST}>
          {props.closures.map((c) => (
            <Card key={c._id} withBorder padding="sm" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{closureBranch(c)}</Text>
                  <Text size="sm">{closureDays(c)}</Text>
                  <Text size="sm" c="gray.7">
                    {c.motivo}
                  </Text>
                </div>
                <DeleteButton closure={c} mayDelete={props.mayDelete} onDelete={props.onDelete} />
              </Group>
            </Card>
          ))}
        </ul>
      }
    />
  );
}
