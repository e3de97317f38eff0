import { Card, Stack, Table, Text } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { debtLabel } from '@salones/shared/event-contract';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { balanceDueNote } from '@salones/shared/payment-plan';
import type { ReactNode } from 'react';
import { CardTitleRow } from '../card-title-row.tsx';
import { LabelValueRow } from '../label-value-row.tsx';
import { ListTable } from '../list-table.tsx';

/** What differs between the screens that list a customer's events (/pedidos and /admin/user/{id}). */
export interface CustomerEventsView {
  /**
   * docs/product.md#2-screens-and-routes: /pedidos writes its dates dd/mm/yyyy, /admin/user/{id} YYYY-MM-DD
   */
  dates: 'dd/mm/yyyy' | 'yyyy-mm-dd';
  /** tighter panel and cards (the staff screen) */
  compact?: boolean;
  /** the options column's header is for screen readers only */
  hideOptionsHeader?: boolean;
  /** below this width the table scrolls sideways instead of squeezing its columns */
  tableMinWidth?: number;
  /** a row's last cell */
  rowOptions: (event: EventDto) => ReactNode;
  /** the end of a phone's card; the row's options when not given */
  cardOptions?: (event: EventDto) => ReactNode;
  /** beside a card's title */
  cardBadge?: (event: EventDto) => ReactNode;
  /** the party's salón where the screen names it (a branch of more than one active salón), else null */
  salonOf?: (event: EventDto) => string | null;
}

/** docs/product.md#2-screens-and-routes: Evento, then Paquete, Fecha, Abonado, Adeudo and Total. */
function eventFields(e: EventDto, dates: CustomerEventsView['dates']) {
  return [
    { label: 'Paquete', value: e.paqueteName },
    { label: 'Fecha', value: dates === 'dd/mm/yyyy' ? formatDateMx(e.fecha) : e.fecha },
    { label: 'Abonado', value: formatMoney(e.abonado) },
    // An owed balance says when it is due in the plan (or that the day went by)
    {
      label: 'Adeudo',
      value:
        e.plan && e.adeudo > 0 ? `${debtLabel(e.adeudo)} · ${balanceDueNote(e.plan)}` : debtLabel(e.adeudo),
    },
    { label: 'Total', value: formatMoney(e.precioTotal) },
  ];
}

function SalonLine({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <Text size="xs" c="dimmed" fw={400}>
      Salón: {name}
    </Text>
  );
}

const HEADERS = ['Evento', 'Paquete', 'Fecha', 'Abonado', 'Adeudo', 'Total', 'Opciones'];

export function CustomerEventsTable({ events, view }: { events: EventDto[]; view: CustomerEventsView }) {
  const table = (
    <ListTable
      headers={HEADERS}
      screenReaderOnly={view.hideOptionsHeader ? ['Opciones'] : undefined}
      verticalSpacing="sm"
    >
      {events.map((e) => (
        <Table.Tr key={e.uid}>
          <Table.Td fw={500}>
            {e.name}
            <SalonLine name={view.salonOf?.(e)} />
          </Table.Td>
          {eventFields(e, view.dates).map((f) => (
            <Table.Td key={f.label} style={f.label === 'Fecha' ? { whiteSpace: 'nowrap' } : undefined}>
              {f.value}
            </Table.Td>
          ))}
          <Table.Td>{view.rowOptions(e)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
  if (view.tableMinWidth === undefined) return table;
  return <Table.ScrollContainer minWidth={view.tableMinWidth}>{table}</Table.ScrollContainer>;
}

/** The table's columns as cards, for phones (no sideways scrolling). */
export function CustomerEventCards({ events, view }: { events: EventDto[]; view: CustomerEventsView }) {
  const options = view.cardOptions ?? view.rowOptions;
  return (
    <Stack gap="sm">
      {events.map((e) => (
        <Card
          key={e.uid}
          withBorder
          radius="md"
          padding={view.compact ? 'sm' : 'md'}
          component="article"
          aria-label={e.name}
        >
          <CardTitleRow title={e.name} badge={view.cardBadge?.(e)} mb={view.compact ? 4 : 'xs'} />
          <Stack gap={view.compact ? 2 : 4} mb="sm">
            {view.salonOf?.(e) ? <LabelValueRow label="Salón" value={view.salonOf(e) ?? ''} /> : null}
            {eventFields(e, view.dates).map((f) => (
              <LabelValueRow key={f.label} label={f.label} value={f.value} />
            ))}
          </Stack>
          {options(e)}
        </Card>
      ))}
    </Stack>
  );
}
