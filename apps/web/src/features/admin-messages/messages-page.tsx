import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { PagePagination } from '../../components/page-pagination.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { PAGE_SIZE, useMessages } from './api/list-messages.ts';
import { MessageCard } from './components/message-card.tsx';

/** docs/architecture.md#contact-messages-are-stored-first: the stored contact messages, newest first. */
export function MessagesPage() {
  const [page, setPage] = useState(1);
  const messages = useMessages(page);
  const totalPages = Math.max(1, Math.ceil((messages.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack>
      <PageMeta title="Mensajes | Administración" />
      <Title order={2}>Mensajes</Title>
      <QueryContent
        queries={[messages]}
        errorTitle="No se pudieron cargar los mensajes"
        isEmpty={messages.data?.mensajes.length === 0}
        empty="Aún no hay mensajes"
      >
        {() => (
          <>
            {messages.data!.mensajes.map((message) => (
              <MessageCard key={message.uid} message={message} />
            ))}
            <PagePagination total={totalPages} value={page} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
