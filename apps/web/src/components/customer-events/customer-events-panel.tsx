import { Paper } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import type { useUserEvents } from '../../lib/api/events.ts';
import { MoreButton } from '../more-button.tsx';
import { QueryContent, RowsSkeleton } from '../query-content.tsx';
import { TableOrCards } from '../table-or-cards.tsx';
import { CustomerEventCards, CustomerEventsTable, type CustomerEventsView } from './customer-events-list.tsx';

/**
 * One customer's events, page by page ('Ver más'): a table, cards on a phone. Shown to the customer
 * on /pedidos and to staff on /admin/user/{id}; each screen brings its own options (`view`).
 */
export function CustomerEventsPanel({
  events,
  errorTitle,
  ...view
}: { events: ReturnType<typeof useUserEvents>; errorTitle: string } & CustomerEventsView) {
  return (
    <Paper withBorder radius="md" p={{ base: view.compact ? 'xs' : 'sm', sm: 'md' }}>
      <QueryContent
        queries={[events]}
        errorTitle={errorTitle}
        isEmpty={events.data?.length === 0}
        empty={MSG.noEvents}
        loading={<RowsSkeleton height={view.compact ? 36 : 40} />}
      >
        {() => (
          <>
            <TableOrCards
              table={<CustomerEventsTable events={events.data!} view={view} />}
              cards={<CustomerEventCards events={events.data!} view={view} />}
            />
            <MoreButton
              hasMore={events.hasNextPage}
              loading={events.isFetchingNextPage}
              onMore={() => events.fetchNextPage()}
              label="Ver más eventos"
            />
          </>
        )}
      </QueryContent>
    </Paper>
  );
}
