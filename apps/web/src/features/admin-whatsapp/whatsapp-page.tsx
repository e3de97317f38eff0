import { Alert, Box, Chip, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { PagePagination } from '../../components/page-pagination.tsx';
import { QueryContent, RowsSkeleton } from '../../components/query-content.tsx';
import { useConversations, WHATSAPP_PAGE_SIZE } from '../../lib/api/whatsapp.ts';
import { ConversationList } from './components/conversation-list.tsx';
import { ConversationView } from './components/conversation-view.tsx';

const UNREAD = 'no-leidas';

/**
 * /admin/whatsapp (both staff roles, each in their scope): the families' WhatsApp conversations newest first,
 * and /admin/whatsapp/{id} one of them with its reply box. A phone shows the list or the conversation; a
 * desktop both side by side.
 */
export function WhatsAppPage() {
  const { id } = useParams();
  const [filter, setFilter] = useState('todas');
  const [page, setPage] = useState(1);
  const noLeidas = filter === UNREAD;
  const list = useConversations({ page, noLeidas });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / WHATSAPP_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <PageMeta title="WhatsApp | Administración" />
      <Title order={2}>WhatsApp</Title>
      {list.data && !list.data.activo ? (
        <Alert color="yellow" variant="light">
          WhatsApp no está configurado en este sitio: no se envían avisos ni llegan mensajes.
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} display={id ? { base: 'none', md: 'block' } : undefined}>
          <Stack gap="sm">
            <Chip.Group
              multiple={false}
              value={filter}
              onChange={(v) => {
                setFilter(v as string);
                setPage(1);
              }}
            >
              <Group gap="xs" role="radiogroup" aria-label="Mostrar">
                <Chip value="todas">Todas</Chip>
                <Chip value={UNREAD}>No leídas</Chip>
              </Group>
            </Chip.Group>
            <QueryContent
              queries={[list]}
              errorTitle="No se pudieron cargar las conversaciones"
              isEmpty={list.data?.conversaciones.length === 0}
              empty={noLeidas ? 'No hay conversaciones sin leer' : 'Aún no hay conversaciones'}
              loading={<RowsSkeleton rows={5} height={64} />}
            >
              {() => (
                <Box aria-busy={list.isFetching}>
                  <ConversationList conversations={list.data!.conversaciones} selectedId={id} />
                </Box>
              )}
            </QueryContent>
            <PagePagination size="sm" total={pages} value={page} onChange={setPage} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} display={id ? undefined : { base: 'none', md: 'block' }}>
          {id ? (
            <ConversationView key={id} id={id} />
          ) : (
            <Text c="dimmed" ta="center" p="xl">
              Elige una conversación para leerla y responder.
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
