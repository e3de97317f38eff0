import { Table, type TableProps, VisuallyHidden } from '@mantine/core';

/** A list's table: striped rows that light up under the pointer, under one header per column. */
export function ListTable({
  headers,
  screenReaderOnly,
  children,
  ...table
}: TableProps & {
  headers: readonly string[];
  /** the headers read by screen readers only (e.g. an options column whose buttons say what they do) */
  screenReaderOnly?: readonly string[];
}) {
  return (
    <Table striped highlightOnHover {...table}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((h) => (
            <Table.Th key={h}>
              {screenReaderOnly?.includes(h) ? <VisuallyHidden>{h}</VisuallyHidden> : h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
