import { Box, Card, Group, ScrollArea, SimpleGrid, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableOrCards } from '../../../components/table-or-cards.tsx';

interface ReportTableProps {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  footer?: ReactNode[];
  /** columns (by index) holding amounts or counts, right-aligned */
  numeric?: number[];
  maxHeight?: number;
}

/** A report's figures as a table: what the chart shows, readable by a screen reader. */
function FiguresTable(props: ReportTableProps) {
  const align = (i: number) => (props.numeric?.includes(i) ? 'right' : undefined);
  return (
    <ScrollArea.Autosize mah={props.maxHeight ?? 360} type="auto">
      <Table striped highlightOnHover stickyHeader fz="sm" miw={props.headers.length > 4 ? 640 : undefined}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {props.headers.map((h, i) => (
              <Table.Th key={h} ta={align(i)} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={i} ta={align(i)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {props.footer ? (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {props.footer.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={i} ta={align(i)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </ScrollArea.Autosize>
  );
}

function CardLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * On a phone the same rows as cards (every column readable without sideways scrolling), the
 * first column as each card's title.
 */
function FiguresCards(props: ReportTableProps) {
  const [first, ...rest] = props.headers;
  return (
    <Box>
      <Text size="sm" mb="xs">
        {props.caption}
      </Text>
      <SimpleGrid cols={1} spacing="xs" role="list" aria-label={props.caption}>
        {props.rows.map((row) => (
          <Card
            key={row.key}
            withBorder
            radius="md"
            padding="sm"
            role="listitem"
            aria-label={`${first}: ${typeof row.cells[0] === 'string' ? row.cells[0] : ''}`}
          >
            <Text fw={700} size="sm" mb={4} component="div">
              {row.cells[0]}
            </Text>
            {rest.map((h, i) => (
              <CardLine key={h} label={h} value={row.cells[i + 1]} />
            ))}
          </Card>
        ))}
        {props.footer ? (
          <Card withBorder radius="md" padding="sm" role="listitem" bg="gray.0">
            <Text fw={700} size="sm" mb={4} component="div">
              {props.footer[0]}
            </Text>
            {rest.map((h, i) => (
              <CardLine key={h} label={h} value={<b>{props.footer![i + 1]}</b>} />
            ))}
          </Card>
        ) : null}
      </SimpleGrid>
    </Box>
  );
}

/** A report's figures: a table from 'sm' up, cards on a phone. */
export function ReportTable(props: ReportTableProps) {
  return <TableOrCards table={<FiguresTable {...props} />} cards={<FiguresCards {...props} />} />;
}
