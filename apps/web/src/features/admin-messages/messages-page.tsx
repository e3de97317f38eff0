import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PAGE_SIZE, useMessages } from './api/list-messages.ts';
import { MessageCard } from './components/message-card.tsx';

/** DESIGN §3.9: the stored contact messages, newest first. */
export function MessagesPage() {
  const [page, setPage] = useState(1);
  const messages = useMessages(page);
  const totalPages = Math.max(1, Math.ceil((messages.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack>
      <PageMeta title="Mensajes | Administración" />
      <Title order={2}>Mensajes</Title>
      {messages.isLoading ? (
        <PageLoader />
      ) : messages.isError ? (
        <LoadError
          title="No se pudieron cargar los mensajes"
          error={messages.error}
          onRetry={() => messages.refetch()}
        />
      ) : messages.data?.mensajes.length ? (
        <>
          {messages.data.mensajes.map((message) => (
            <MessageCard key={message.uid} message={message} />
          ))}
          {totalPages > 1 ? (
            <Group justify="center">
              <Pagination total={totalPages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </>
      ) : (
        <Text c="dimmed" ta="center" p="xl">
          Aún no hay mensajes
        </Text>
      )}
    </Stack>
  );
}
