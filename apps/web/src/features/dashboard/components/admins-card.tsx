import { Paper, Table, Text, Title } from '@mantine/core';
import type { DashboardAdminDto } from '@salones/shared/events';
import { useState } from 'react';
import { MoreButton } from '../../../components/more-button.tsx';
import { useMoreAdmins } from '../api/more-dashboard.ts';

/**
 * docs/product.md#2-screens-and-routes dashboard: a table of admins (name, place, number of events), a page
 * at a time.
 */
export function AdminsCard({ admins: firstPage, total }: { admins: DashboardAdminDto[]; total: number }) {
  const [wantsMore, setWantsMore] = useState(false);
  const more = useMoreAdmins(wantsMore && total > firstPage.length);
  const admins = wantsMore && more.data ? [...firstPage, ...more.data] : firstPage;
  const hasMore = wantsMore ? more.hasNextPage || more.isError : total > firstPage.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-admins">
      <Title order={2} size="h4" id="dashboard-admins" mb="sm">
        Administradores
      </Title>
      {admins.length === 0 ? (
        <Text c="dimmed">Aún no hay administradores.</Text>
      ) : (
        // Long names wrap inside their cell; if the row still does not fit, the table scrolls inside the card,
        // never the page.
        <Table.ScrollContainer minWidth={280} type="native">
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Sucursal</Table.Th>
                <Table.Th ta="right">Eventos</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {admins.map((a) => (
                <Table.Tr key={a.uid}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {a.name} {a.lastname}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {a.lugar?.sucursal ?? 'Sin sucursal'}
                  </Table.Td>
                  <Table.Td ta="right">{a.eventsCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <MoreButton
        hasMore={hasMore}
        loading={more.isFetching}
        onMore={() =>
          !wantsMore ? setWantsMore(true) : more.isError ? more.refetch() : more.fetchNextPage()
        }
        label="Ver más administradores"
      />
    </Paper>
  );
}
