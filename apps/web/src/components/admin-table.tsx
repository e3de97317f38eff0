import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListTable } from './list-table.tsx';

/** An admin screen's table: striped, the given column headers, scrolling sideways on a phone. */
export function AdminTable(props: { minWidth: number; headers: readonly string[]; children: ReactNode }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <ListTable headers={props.headers} miw={props.minWidth} verticalSpacing="xs">
        {props.children}
      </ListTable>
    </ScrollArea>
  );
}
