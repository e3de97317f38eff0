import { Select, type SelectProps } from '@mantine/core';
import { formatMoney } from '@salones/shared/money';
import type { ProductOption } from '../product-option.ts';

/**
 * Product picker for an extra; choosing none lets the price be typed
 * (docs/product.md#4-states-and-transitions).
 */
export function ProductSelect({
  products,
  ...props
}: { products: ProductOption[] } & Omit<SelectProps, 'data'>) {
  return (
    <Select
      label="Producto"
      placeholder="Sin producto (precio libre)"
      clearable
      searchable
      nothingFoundMessage="No hay productos"
      data={products.map((p) => ({ value: p.uid, label: `${p.name} · ${formatMoney(p.precio)}` }))}
      {...props}
    />
  );
}
