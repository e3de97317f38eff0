import { Group, Loader, Pagination, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserDto } from '@salones/shared/accounts';
import { WIDGET_LABELS } from '@salones/shared/messages';
import { mayDeleteUser } from '@salones/shared/permissions';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { paginationLabels } from '../../../components/page-pagination.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { PAGE_SIZE, useUsers } from '../api/list-users.ts';
import { UserEditModal } from './user-edit-modal.tsx';
import { UsersTable } from './users-table.tsx';

/** /admin/users (role user) and /admin/admins (everyone else): server-side search and paging. */
export function UserListPage({ listRole: role, title }: { listRole: 'user' | 'staff'; title: string }) {
  const { user: me, actor } = useSession();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const users = useUsers({ role, q, page });
  const remove = useDeleteUser(() => setDeleting(null));
  const totalPages = Math.max(1, Math.ceil((users.data?.total ?? 0) / PAGE_SIZE));
  // after deleting the last row of the last page
  useEffect(() => {
    if (users.data && page > totalPages) setPage(totalPages);
  }, [users.data, page, totalPages]);

  return (
    <Stack>
      <PageMeta title={`${title} | Administración`} />
      <Title order={2}>{title}</Title>
      <TextInput
        placeholder="Buscar..."
        aria-label="Buscar"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          users.isFetching && !users.isLoading ? (
            <Loader size="xs" role="status" aria-label={WIDGET_LABELS.searching} />
          ) : null
        }
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      <QueryContent
        queries={[users]}
        errorTitle="No se pudo cargar la lista"
        isEmpty={users.data?.users.length === 0}
        empty={q ? 'No se encontraron resultados' : 'Aún no hay registros'}
      >
        {() => (
          <>
            <UsersTable
              users={users.data!.users}
              withEventLinks={role === 'user'}
              // docs/product.md §6: only super_admin deletes; nobody deletes their own account
              canDelete={(u) => mayDeleteUser(actor, { id: u.uid })}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
            {totalPages > 1 ? (
              <Group justify="center">
                <Pagination
                  total={totalPages}
                  value={page}
                  onChange={setPage}
                  getControlProps={paginationLabels}
                />
              </Group>
            ) : null}
          </>
        )}
      </QueryContent>
      {me ? <UserEditModal user={editing} editor={me} onClose={() => setEditing(null)} /> : null}
      <ConfirmDeleteModal
        opened={!!deleting}
        name={deleting?.name ?? ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uid)}
      />
    </Stack>
  );
}
