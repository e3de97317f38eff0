import { Group, ScrollArea, Table } from '@mantine/core';
import { formatMoney } from '@salones/shared/money';
import type { ProductDto } from '@salones/shared/products';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons.tsx';

/** spec §2 /admin/products: Nombre, Precio (es-MX with $), Opciones. */
export function ProductsTable(props: {
  products: ProductDto[];
  onEdit: (product: ProductDto) => void;
  onDelete: (product: ProductDto) => void;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped highlightOnHover miw={480} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Precio</Table.Th>
            <Table.Th>Opciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.products.map((product) => (
            <Table.Tr key={product.uid}>
              <Table.Td>{product.name}</Table.Td>
              <Table.Td>{formatMoney(product.precio)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <EditDeleteButtons
                    name={product.name}
                    onEdit={() => props.onEdit(product)}
                    onDelete={() => props.onDelete(product)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
