import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { QueryContent } from '../../../components/query-content.tsx';

/**
 * A pricing section (price rules, promo codes): title, explanation, the add form, then the list as a table
 * whose rows each end in their `actions` (a promo code's 'Editar') and 'Eliminar', asking for confirmation
 * (docs/product.md#8-messages-and-errors) before deleting.
 */
export function DeletablePricingList<T extends { uid: string }>(props: {
  title: string;
  help: ReactNode;
  form: ReactNode;
  query: UseQueryResult<T[]>;
  errorTitle: string;
  empty: string;
  headers: readonly string[];
  cells: (item: T) => ReactNode;
  name: (item: T) => string;
  deleteLabel: (item: T) => string;
  /** a row's other actions, before 'Eliminar' */
  actions?: (item: T) => ReactNode;
  /** the feature's delete mutation hook, given what to do once deleted */
  useDelete: (onDeleted: () => void) => { isPending: boolean; mutate: (uid: string) => void };
}) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = props.useDelete(() => setDeleting(null));
  const items = props.query.data;
  return (
    <Stack gap="sm">
      <Title order={3}>{props.title}</Title>
      <Text size="sm" c="dimmed">
        {props.help}
      </Text>
      {props.form}
      <QueryContent
        queries={[props.query]}
        errorTitle={props.errorTitle}
        isEmpty={items?.length === 0}
        empty={props.empty}
      >
        {() => (
          <Table.ScrollContainer minWidth={520}>
            <Table striped aria-label={props.title}>
              <Table.Thead>
                <Table.Tr>
                  {props.headers.map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items!.map((item) => (
                  <Table.Tr key={item.uid}>
                    {props.cells(item)}
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {props.actions?.(item)}
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={props.deleteLabel(item)}
                          onClick={() => setDeleting(item)}
                        >
                          Eliminar
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryContent>
      <ConfirmDeleteModal
        opened={!!deleting}
        name={deleting ? props.name(deleting) : ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uid)}
      />
    </Stack>
  );
}
