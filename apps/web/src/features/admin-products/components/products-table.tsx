import { Group, Table } from '@mantine/core';
import { formatMoney } from '@salones/shared/money';
import type { ProductDto } from '@salones/shared/products';
import { AdminTable } from '../../../components/admin-table.tsx';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons.tsx';

/** docs/product.md#2-screens-and-routes /admin/products: Nombre, Precio (es-MX with $), Opciones. */
export function ProductsTable(props: {
  products: ProductDto[];
  onEdit: (product: ProductDto) => void;
  onDelete: (product: ProductDto) => void;
}) {
  return (
    <AdminTable minWidth={480} headers={['Nombre', 'Precio', 'Opciones']}>
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
    </AdminTable>
  );
}
