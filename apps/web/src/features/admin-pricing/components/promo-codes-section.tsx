import { Button, Group, NumberInput, Paper, Table, TextInput } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import type { PromoCodeDto } from '@salones/shared/promo-codes';
import { useState } from 'react';
import { useCreatePromoCode, useDeletePromoCode, usePromoCodes } from '../api/pricing.ts';
import { DeletablePricingList } from './deletable-pricing-list.tsx';
import { type PercentOrAmount, PercentOrAmountControl } from './percent-or-amount-control.tsx';

/** Issue #23.4 (super_admin): promo codes, with the uses the database has counted. */
export function PromoCodesSection() {
  const promos = usePromoCodes({ enabled: true });
  return (
    <DeletablePricingList
      title="Códigos de promoción"
      help="Un porcentaje se aplica al subtotal (paquete con su precio del día + adicionales). Las fechas indican cuándo se puede usar el código, no la fecha de la fiesta. Una solicitud cancelada, rechazada o vencida devuelve su uso."
      form={<NewPromoForm />}
      query={promos}
      errorTitle="No se pudieron cargar los códigos de promoción"
      empty="Aún no hay códigos de promoción"
      headers={['Código', 'Descuento', 'Vigencia', 'Usos']}
      cells={(p: PromoCodeDto) => (
        <>
          <Table.Td>{p.codigo}</Table.Td>
          <Table.Td>{p.porcentaje !== null ? `${p.porcentaje} %` : formatMoney(p.monto)}</Table.Td>
          <Table.Td>
            {formatDateMx(p.desde)} – {formatDateMx(p.hasta)}
          </Table.Td>
          <Table.Td>
            {p.usos}
            {p.usosMaximos !== null ? ` de ${p.usosMaximos}` : ''}
          </Table.Td>
        </>
      )}
      name={(p) => p.codigo}
      deleteLabel={(p) => `Eliminar el código ${p.codigo}`}
      useDelete={useDeletePromoCode}
    />
  );
}

function NewPromoForm() {
  const [codigo, setCodigo] = useState('');
  const [tipo, setTipo] = useState<PercentOrAmount>('porcentaje');
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
        <PercentOrAmountControl label="Tipo de descuento" value={tipo} onChange={setTipo} />
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
