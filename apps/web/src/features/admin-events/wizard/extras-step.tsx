import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatMoney, toCentavos, toPesos } from '@salones/shared/money';
import { extraTotal } from '@salones/shared/pricing';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PesoInput } from '../components/peso-input.tsx';
import { ProductSelect } from '../components/product-select.tsx';
import type { ProductOption } from '../product-option.ts';
import { newExtraRow, numberOrNull, type WizardValues } from './wizard-values.ts';

function ExtraRowFields(props: {
  form: UseFormReturnType<WizardValues>;
  index: number;
  products: ProductOption[];
}) {
  const { form, index } = props;
  const row = form.getValues().adicionales[index];
  const product = props.products.find((p) => p.uid === row.idProducto);
  const precio = product ? product.precio : (numberOrNull(row.precio) ?? 0);
  const total = toPesos(extraTotal({ precio: toCentavos(precio), piezas: numberOrNull(row.piezas) ?? 1 }));
  const path = `adicionales.${index}` as const;
  return (
    <Paper withBorder p="sm" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <ProductSelect
          products={props.products}
          value={row.idProducto}
          onChange={(id) => {
            const chosen = props.products.find((p) => p.uid === id);
            form.setFieldValue(`${path}.idProducto`, chosen?.uid ?? null);
            if (chosen) {
              form.setFieldValue(`${path}.nombre`, chosen.name);
              form.setFieldValue(`${path}.precio`, chosen.precio);
            }
          }}
        />
        <TextInput
          label="Adicional"
          placeholder="Nombre del adicional"
          {...form.getInputProps(`${path}.nombre`)}
        />
        <PesoInput
          label="Precio"
          readOnly={!!product}
          description={product ? 'Precio del producto' : undefined}
          {...form.getInputProps(`${path}.precio`)}
          value={product ? product.precio : row.precio}
          allowNegative
        />
        <NumberInput
          label="Piezas"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(`${path}.piezas`)}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Text size="sm">
          Total: <b>{formatMoney(total)}</b>
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Quitar adicional ${index + 1}`}
          onClick={() => form.removeListItem('adicionales', index)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * Step 3 'Adicionar Extras' (docs/product.md#4-states-and-transitions: price × pieces; a product fixes the
 * price).
 */
export function ExtrasStep({
  form,
  products,
}: {
  form: UseFormReturnType<WizardValues>;
  products: ProductOption[];
}) {
  const rows = form.getValues().adicionales;
  return (
    <Stack gap="sm">
      {rows.length === 0 ? <Text c="dimmed">Aún no agregas adicionales a este evento.</Text> : null}
      {rows.map((row, index) => (
        <ExtraRowFields key={row.key} form={form} index={index} products={products} />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => form.insertListItem('adicionales', newExtraRow())}
        >
          Agregar adicional
        </Button>
      </Group>
    </Stack>
  );
}
