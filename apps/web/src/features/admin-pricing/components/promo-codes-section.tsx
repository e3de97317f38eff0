import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import type { PromoCodeDto } from '@salones/shared/promo-codes';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { useCreatePromoCode, useDeletePromoCode, usePromoCodes } from '../api/pricing.ts';

/** Issue #23.4 (super_admin): promo codes, with the uses the database has counted. */
export function PromoCodesSection() {
  const promos = usePromoCodes({ enabled: true });
  const [deleting, setDeleting] = useState<PromoCodeDto | null>(null);
  const remove = useDeletePromoCode(() => setDeleting(null));
  return (
    <Stack gap="sm">
      <Title order={3}>Códigos de promoción</Title>
      <Text size="sm" c="dimmed">
        Un porcentaje se aplica al subtotal (paquete con su precio del día + adicionales). Las fechas indican
        cuándo se puede usar el código, no la fecha de la fiesta. Una solicitud cancelada, rechazada o vencida
        devuelve su uso.
      </Text>
      <NewPromoForm />
      <QueryContent
        queries={[promos]}
        errorTitle="No se pudieron cargar los códigos de promoción"
        isEmpty={promos.data?.length === 0}
        empty="Aún no hay códigos de promoción"
      >
        {() => (
          <Table.ScrollContainer minWidth={520}>
            <Table striped aria-label="Códigos de promoción">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Código</Table.Th>
                  <Table.Th>Descuento</Table.Th>
                  <Table.Th>Vigencia</Table.Th>
                  <Table.Th>Usos</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {promos.data!.map((p) => (
                  <Table.Tr key={p.uid}>
                    <Table.Td>{p.codigo}</Table.Td>
                    <Table.Td>{p.porcentaje !== null ? `${p.porcentaje} %` : formatMoney(p.monto)}</Table.Td>
                    <Table.Td>
                      {formatDateMx(p.desde)} – {formatDateMx(p.hasta)}
                    </Table.Td>
                    <Table.Td>
                      {p.usos}
                      {p.usosMaximos !== null ? ` de ${p.usosMaximos}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={`Eliminar el código ${p.codigo}`}
                        onClick={() => setDeleting(p)}
                      >
                        Eliminar
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryContent>
      <ConfirmDeleteModal
        opened={!!deleting}
        name={deleting?.codigo ?? ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uid)}
      />
    </Stack>
  );
}

function NewPromoForm() {
  const [codigo, setCodigo] = useState('');
  const [tipo, setTipo] = useState<'porcentaje' | 'monto'>('porcentaje');
  const [valor, setValor] = useState<number | string>('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [usosMaximos, setUsosMaximos] = useState<number | string>('');
  const [minimo, setMinimo] = useState<number | string>('');
  const create = useCreatePromoCode(() => {
    setCodigo('');
    setValor('');
    setUsosMaximos('');
    setMinimo('');
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate({
      codigo,
      desde,
      hasta,
      [tipo]: valor === '' ? undefined : Number(valor),
      usosMaximos: usosMaximos === '' ? undefined : Number(usosMaximos),
      minimo: minimo === '' ? undefined : Number(minimo),
    });
  };
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label="Nuevo código de promoción">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label="Código"
          value={codigo}
          onChange={(e) => setCodigo(e.currentTarget.value)}
          required
          w={160}
        />
        <SegmentedControl
          aria-label="Tipo de descuento"
          value={tipo}
          onChange={(v) => setTipo(v as 'porcentaje' | 'monto')}
          data={[
            { value: 'porcentaje', label: '%' },
            { value: 'monto', label: '$' },
          ]}
        />
        <NumberInput
          label={tipo === 'porcentaje' ? 'Porcentaje' : 'Monto en pesos'}
          value={valor}
          onChange={setValor}
          min={0}
          decimalScale={2}
          w={130}
        />
        <TextInput
          type="date"
          label="Desde"
          value={desde}
          onChange={(e) => setDesde(e.currentTarget.value)}
          required
        />
        <TextInput
          type="date"
          label="Hasta"
          value={hasta}
          onChange={(e) => setHasta(e.currentTarget.value)}
          required
        />
        <NumberInput
          label="Usos máximos"
          value={usosMaximos}
          onChange={setUsosMaximos}
          min={1}
          allowDecimal={false}
          w={130}
        />
        <NumberInput
          label="Compra mínima"
          value={minimo}
          onChange={setMinimo}
          min={0}
          decimalScale={2}
          w={130}
        />
        <Button type="submit" loading={create.isPending}>
          Agregar código
        </Button>
      </Group>
    </Paper>
  );
}
