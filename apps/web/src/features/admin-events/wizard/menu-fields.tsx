import { SimpleGrid, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { MenuField } from '@salones/shared/events';

export const GUISADO_FIELDS: [MenuField, string][] = [
  ['guisado', 'Guisado 1'],
  ['guisado1', 'Guisado 2'],
  ['guisado2', 'Guisado 3'],
  ['guisado3', 'Guisado 4'],
  ['guisado4', 'Guisado 5'],
  ['infantil', 'Menú infantil'],
];
export const COMPLEMENT_FIELDS: [MenuField, string][] = [
  ['pastel', 'Pastel'],
  ['refrescos', 'Refrescos'],
  ['agua', 'Agua'],
  ['piñata', 'Piñata'],
  ['show', 'Show'],
  ['dulceros', 'Dulceros'],
];

/**
 * A titled grid of the menu text fields (docs/product.md#9-business-constants-and-limits: up to 5 guisados +
 * infantil; the complementos).
 */
export function MenuFields<V extends Record<MenuField, string>>(props: {
  title?: string;
  fields: [MenuField, string][];
  form: UseFormReturnType<V>;
}) {
  return (
    <div>
      {props.title ? (
        <Title order={4} size="h5" mb="xs">
          {props.title}
        </Title>
      ) : null}
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
        {props.fields.map(([field, label]) => (
          <TextInput key={field} label={label} {...props.form.getInputProps(field)} />
        ))}
      </SimpleGrid>
    </div>
  );
}
