import { ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A report's figures as a table: what the chart shows, readable by a screen reader and at 375 px. */
export function ReportTable(props: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  footer?: ReactNode[];
  /** columns (by index) holding amounts or counts, right-aligned */
  numeric?: number[];
  maxHeight?: number;
}) {
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
