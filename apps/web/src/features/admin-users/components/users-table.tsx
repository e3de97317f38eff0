import { ActionIcon, Badge, Button, Group, Table } from '@mantine/core';
import type { UserDto } from '@salones/shared/accounts';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table.tsx';

/** spec §2 /admin/users and /admin/admins table. */
export function UsersTable(props: {
  users: UserDto[];
  withEventLinks: boolean;
  canDelete: (user: UserDto) => boolean;
  onEdit: (user: UserDto) => void;
  onDelete: (user: UserDto) => void;
}) {
  return (
    <AdminTable minWidth={760} headers={['Nombre', 'Apellido', 'E-mail', 'Teléfono', 'Activo', 'Opciones']}>
      {props.users.map((user) => (
        <Table.Tr key={user.uid}>
          <Table.Td>{user.name}</Table.Td>
          <Table.Td>{user.lastname}</Table.Td>
          <Table.Td>{user.email}</Table.Td>
          <Table.Td>{user.phone}</Table.Td>
          <Table.Td>
            <Badge color={user.active ? 'green' : 'gray'} variant="light">
              {user.active ? 'Activo' : 'Inactivo'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                variant="light"
                aria-label={`Editar a ${user.name}`}
                onClick={() => props.onEdit(user)}
              >
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
              {props.canDelete(user) ? (
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={`Eliminar a ${user.name}`}
                  onClick={() => props.onDelete(user)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : null}
              {props.withEventLinks ? (
                <>
                  <Button component={Link} to={`/admin/user/${user.uid}`} size="compact-sm" variant="light">
                    Eventos
                  </Button>
                  <Button component={Link} to={`/admin/event/${user.uid}`} size="compact-sm">
                    Agendar
                  </Button>
                </>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
