import { ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** An admin screen's table: striped, the given column headers, scrolling sideways on a phone. */
export function AdminTable(props: { minWidth: number; headers: readonly string[]; children: ReactNode }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped highlightOnHover miw={props.minWidth} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {props.headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
