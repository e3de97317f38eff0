import { ActionIcon, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SalonDto } from '@salones/shared/salones';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { CARD_LIST, TableOrCards } from '../../../components/table-or-cards.tsx';
import { ActiveBadge, ActiveItemOptions } from './active-item-options.tsx';

export const salonCapacity = (s: SalonDto) => `${s.capacidadMin} a ${s.capacidadMax} personas`;

interface ListProps {
  salones: SalonDto[];
  /** a change is being saved: the buttons wait */
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (salon: SalonDto) => void;
  onToggle: (salon: SalonDto) => void;
  onDelete: (salon: SalonDto) => void;
}

function MoveButtons({ index, ...props }: ListProps & { index: number }) {
  const { nombre } = props.salones[index];
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={`Subir ${nombre}`}
        disabled={props.busy || index === 0}
        onClick={() => props.onMove(index, -1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={`Bajar ${nombre}`}
        disabled={props.busy || index === props.salones.length - 1}
        onClick={() => props.onMove(index, 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** A branch's salones in their order — a table from 'sm' up, cards on a phone. */
export function SalonesList(props: ListProps) {
  return (
    <TableOrCards
      table={
        <Table striped aria-label="Salones">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Orden</Table.Th>
              <Table.Th>Salón</Table.Th>
              <Table.Th>Capacidad</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>
                <VisuallyHidden>Opciones</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.salones.map((salon, index) => (
              <Table.Tr key={salon.uid}>
                <Table.Td>
                  <MoveButtons {...props} index={index} />
                </Table.Td>
                <Table.Td>
                  <Text fw={500}>{salon.nombre}</Text>
                  {salon.descripcion ? (
                    <Text size="sm" c="dimmed">
                      {salon.descripcion}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{salonCapacity(salon)}</Table.Td>
                <Table.Td>
                  <ActiveBadge item={salon} />
                </Table.Td>
                <Table.Td>
                  <ActiveItemOptions {...props} item={salon} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
      cards={
        <ul aria-label="Salones" style={CARD_LIST}>
          {props.salones.map((salon, index) => (
            <Card key={salon.uid} withBorder padding="sm" component="li">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700}>{salon.nombre}</Text>
                    <Text size="sm">{salonCapacity(salon)}</Text>
                    {salon.descripcion ? (
                      <Text size="sm" c="dimmed">
                        {salon.descripcion}
                      </Text>
                    ) : null}
                  </div>
                  <ActiveBadge item={salon} />
                </Group>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <ActiveItemOptions {...props} item={salon} />
                  <MoveButtons {...props} index={index} />
                </Group>
              </Stack>
            </Card>
          ))}
        </ul>
      }
    />
  );
}
