import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { formatMoney } from '@salones/shared/money';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useProducts } from '../../../lib/api/products.ts';

export interface ChosenExtra {
  producto: string;
  cantidad: number;
}

/** The family adds extras from the products (quantity, price each); the quote prices them. */
export function ExtrasPicker(props: { value: ChosenExtra[]; onChange: (next: ChosenExtra[]) => void }) {
  const products = useProducts();
  const [producto, setProducto] = useState<string | null>(null);
  const [cantidad, setCantidad] = useState<number | string>(1);
  const list = products.data ?? [];
  const byId = new Map(list.map((p) => [p.uid, p]));
  const add = () => {
    const n = Number(cantidad);
    if (!producto || !Number.isInteger(n) || n < 1 || n > 100) return;
    const rest = props.value.filter((x) => x.producto !== producto);
    const before = props.value.find((x) => x.producto === producto)?.cantidad ?? 0;
    props.onChange([...rest, { producto, cantidad: Math.min(100, before + n) }]);
    setProducto(null);
    setCantidad(1);
  };
  if (products.isError) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Adicionales (opcional)
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Producto"
          placeholder={products.isPending ? 'Cargando…' : 'Elige un adicional'}
          data={list.map((p) => ({ value: p.uid, label: `${p.name} — ${formatMoney(p.precio)} c/u` }))}
          value={producto}
          onChange={setProducto}
          searchable
          nothingFoundMessage="Sin productos"
          style={{ flex: '1 1 14rem' }}
        />
        <NumberInput
          label="Cantidad"
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={cantidad}
          onChange={setCantidad}
          w={96}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={!producto}
        >
          Agregar
        </Button>
      </Group>
      {props.value.length > 0 ? (
        <Stack
          gap={2}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Adicionales elegidos"
        >
          {props.value.map((x) => {
            const p = byId.get(x.producto);
            const name = p?.name ?? 'Producto';
            return (
              <Group key={x.producto} component="li" gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {name} × {x.cantidad}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar ${name}`}
                  onClick={() => props.onChange(props.value.filter((y) => y.producto !== x.producto))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
