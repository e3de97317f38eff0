import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { UserDto } from '@salones/shared/accounts';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table.tsx';
import { CardTitleRow } from '../../../components/card-title-row.tsx';
import { TableOrCards } from '../../../components/table-or-cards.tsx';

interface UsersViewProps {
  users: UserDto[];
  withEventLinks: boolean;
  canDelete: (user: UserDto) => boolean;
  onEdit: (user: UserDto) => void;
  onDelete: (user: UserDto) => void;
}

const ActiveBadge = ({ user }: { user: UserDto }) => (
  <Badge color={user.active ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
    {user.active ? 'Activo' : 'Inactivo'}
  </Badge>
);

function UserActions({ user, props, wide }: { user: UserDto; props: UsersViewProps; wide?: boolean }) {
  return (
    <Group gap={6} wrap={wide ? 'wrap' : 'nowrap'}>
      <ActionIcon
        variant="light"
        size={wide ? 'lg' : 'md'}
        aria-label={`Editar a ${user.name}`}
        onClick={() => props.onEdit(user)}
      >
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      {props.canDelete(user) ? (
        <ActionIcon
          variant="light"
          color="red"
          size={wide ? 'lg' : 'md'}
          aria-label={`Eliminar a ${user.name}`}
          onClick={() => props.onDelete(user)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ) : null}
      {props.withEventLinks ? (
        <>
          <Button
            component={Link}
            to={`/admin/user/${user.uid}`}
            size={wide ? 'sm' : 'compact-sm'}
            variant="light"
          >
            Eventos
          </Button>
          <Button component={Link} to={`/admin/event/${user.uid}`} size={wide ? 'sm' : 'compact-sm'}>
            Agendar
          </Button>
        </>
      ) : null}
    </Group>
  );
}

/** docs/product.md#2-screens-and-routes /admin/users and /admin/admins table. */
function UsersTableView(props: UsersViewProps) {
  return (
    <AdminTable minWidth={760} headers={['Nombre', 'Apellido', 'E-mail', 'Teléfono', 'Activo', 'Opciones']}>
      {props.users.map((user) => (
        <Table.Tr key={user.uid}>
          <Table.Td>{user.name}</Table.Td>
          <Table.Td>{user.lastname}</Table.Td>
          <Table.Td>{user.email}</Table.Td>
          <Table.Td>{user.phone}</Table.Td>
          <Table.Td>
            <ActiveBadge user={user} />
          </Table.Td>
          <Table.Td>
            <UserActions user={user} props={props} />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}

/** The same on a phone, one card per person — nothing cut, nothing off screen (as /pedidos). */
function UserCards(props: UsersViewProps) {
  return (
    <SimpleGrid cols={1} spacing="sm">
      {props.users.map((user) => {
        const name = `${user.name} ${user.lastname}`.trim();
        return (
          <Card key={user.uid} withBorder radius="md" padding="md" component="article" aria-label={name}>
            <CardTitleRow title={name} badge={<ActiveBadge user={user} />} />
            <Stack gap={2} mb="sm">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              {user.phone ? (
                <Text size="sm" c="dimmed">
                  Teléfono: {user.phone}
                </Text>
              ) : null}
            </Stack>
            <UserActions user={user} props={props} wide />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

export function UsersTable(props: UsersViewProps) {
  return (
    <TableOrCards breakpoint="md" table={<UsersTableView {...props} />} cards={<UserCards {...props} />} />
  );
}
