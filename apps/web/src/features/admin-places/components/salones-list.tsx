import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SalonDto } from '@salones/shared/salones';
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { CARD_LIST, TableOrCards } from '../../../components/table-or-cards.tsx';

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

function StateBadge({ salon }: { salon: SalonDto }) {
  return salon.activo ? (
    <Badge color="green" variant="light">
      Activo
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Inactivo
    </Badge>
  );
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

function Options({ salon, ...props }: ListProps & { salon: SalonDto }) {
  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={`Editar ${salon.nombre}`}
        disabled={props.busy}
        onClick={() => props.onEdit(salon)}
      >
        Editar
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={salon.activo ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
        aria-label={`${salon.activo ? 'Desactivar' : 'Activar'} ${salon.nombre}`}
        disabled={props.busy}
        onClick={() => props.onToggle(salon)}
      >
        {salon.activo ? 'Desactivar' : 'Activar'}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Eliminar ${salon.nombre}`}
        disabled={props.busy}
        onClick={() => props.onDelete(salon)}
      >
        Eliminar
      </Button>
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
                  <StateBadge salon={salon} />
                </Table.Td>
                <Table.Td>
                  <Options {...props} salon={salon} />
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
                  <StateBadge salon={salon} />
                </Group>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Options {...props} salon={salon} />
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
