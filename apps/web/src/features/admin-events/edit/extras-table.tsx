import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { EventExtraDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { useDeleteExtra } from '../api/delete-extra.ts';
import { ExtraModal } from './extra-modal.tsx';

/**
 * docs/product.md#2-screens-and-routes edit page: Adicional, Piezas, Precio, Total, Opciones (edit in a
 * modal, delete with confirmation, add).
 */
export function ExtrasTable({ eventId, extras }: { eventId: string; extras: EventExtraDto[] }) {
  const [editing, setEditing] = useState<EventExtraDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EventExtraDto | null>(null);
  const remove = useDeleteExtra(() => setDeleting(null));
  return (
    <Stack gap="sm">
      {extras.length === 0 ? (
        <Text c="dimmed">Este evento no tiene adicionales.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {['Adicional', 'Piezas', 'Precio', 'Total', 'Opciones'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {extras.map((x) => (
                <Table.Tr key={x._id}>
                  <Table.Td>{x.nombre}</Table.Td>
                  <Table.Td>{x.piezas}</Table.Td>
                  <Table.Td>{formatMoney(x.precio)}</Table.Td>
                  <Table.Td>{formatMoney(x.total)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ActionIcon
                        variant="light"
                        aria-label={`Editar ${x.nombre}`}
                        onClick={() => setEditing(x)}
                      >
                        <IconEdit size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="light"
                        color="red"
                        aria-label={`Eliminar ${x.nombre}`}
                        onClick={() => setDeleting(x)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          Agregar adicional
        </Button>
      </Group>
      <ExtraModal
        opened={editing !== null}
        eventId={eventId}
        extra={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        name={deleting?.nombre ?? ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ eventId, extraId: deleting._id })}
      />
    </Stack>
  );
}
