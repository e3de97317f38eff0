import { Button, Chip, Group, NumberInput, Paper, Select, Stack, Table, TextInput } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import { type PriceRuleDto, ruleWeekdayName } from '@salones/shared/price-rules';
import { useState } from 'react';
import { usePlaces } from '../../../lib/api/places.ts';
import { useCreatePriceRule, useDeletePriceRule, usePriceRules } from '../api/pricing.ts';
import { DeletablePricingList } from './deletable-pricing-list.tsx';
import { type PercentOrAmount, PercentOrAmountControl } from './percent-or-amount-control.tsx';

const WEEK = [1, 2, 3, 4, 5, 6, 0];

const whenText = (r: PriceRuleDto) =>
  [
    r.dias ? r.dias.map(ruleWeekdayName).join(', ') : null,
    r.desde && r.hasta ? `del ${formatDateMx(r.desde)} al ${formatDateMx(r.hasta)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
const amountText = (r: PriceRuleDto) =>
  r.porcentaje !== null
    ? `${r.porcentaje > 0 ? '+' : ''}${r.porcentaje} %`
    : `${(r.monto ?? 0) > 0 ? '+' : '−'}${formatMoney(Math.abs(r.monto ?? 0))}`;

/**
 * Issue #23.3: a branch's price rules (weekday and/or temporada; percent of the band price or fixed pesos;
 * negative = discount). super_admin: any branch or all; an admin with a branch: theirs (the API decides).
 */
export function PriceRulesSection(props: {
  /** the staff member writes rules for any branch or all (permissions.ts `mayEditPriceRulesOf`) */
  everyBranch: boolean;
  ownPlace: string | null;
}) {
  const rules = usePriceRules();
  const places = usePlaces();
  const placeName = (id: string | null) =>
    id === null ? 'Todas' : (places.data?.find((p) => p.uid === id)?.sucursal ?? '—');

  return (
    <DeletablePricingList
      title="Reglas de precio"
      help="Se aplican al precio del paquete (nunca a los adicionales): primero los porcentajes sobre el precio por número de personas, luego los montos fijos. Un valor negativo es un descuento. Las solicitudes y eventos ya hechos conservan su precio."
      form={<NewRuleForm everyBranch={props.everyBranch} ownPlace={props.ownPlace} />}
      query={rules}
      errorTitle="No se pudieron cargar las reglas de precio"
      empty="Aún no hay reglas de precio"
      headers={['Nombre', 'Sucursal', 'Cuándo', 'Ajuste']}
      cells={(r) => (
        <>
          <Table.Td>{r.nombre}</Table.Td>
          <Table.Td>{placeName(r.lugar)}</Table.Td>
          <Table.Td>{whenText(r)}</Table.Td>
          <Table.Td>{amountText(r)}</Table.Td>
        </>
      )}
      name={(r) => r.nombre}
      deleteLabel={(r) => `Eliminar la regla ${r.nombre}`}
      useDelete={useDeletePriceRule}
    />
  );
}

function NewRuleForm(props: { everyBranch: boolean; ownPlace: string | null }) {
  const places = usePlaces({ enabled: props.everyBranch });
  const [nombre, setNombre] = useState('');
  const [lugar, setLugar] = useState<string | null>(props.ownPlace);
  const [dias, setDias] = useState<string[]>([]);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [tipo, setTipo] = useState<PercentOrAmount>('porcentaje');
  const [valor, setValor] = useState<number | string>('');
  const create = useCreatePriceRule(() => {
    setNombre('');
    setDias([]);
    setDesde('');
    setHasta('');
    setValor('');
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate({
      lugar: lugar ?? undefined,
      nombre,
      dias: dias.map(Number),
      desde: desde || undefined,
      hasta: hasta || undefined,
      [tipo]: valor === '' ? undefined : Number(valor),
    });
  };
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label="Nueva regla de precio">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="Nombre"
            placeholder="Sábado"
            value={nombre}
            onChange={(e) => setNombre(e.currentTarget.value)}
            required
            style={{ flex: '1 1 12rem' }}
          />
          {props.everyBranch ? (
            <Select
              label="Sucursal"
              placeholder="Todas las sucursales"
              clearable
              data={(places.data ?? []).map((p) => ({ value: p.uid, label: p.sucursal }))}
              value={lugar}
              onChange={setLugar}
              style={{ flex: '1 1 12rem' }}
            />
          ) : null}
        </Group>
        <Chip.Group multiple value={dias} onChange={setDias}>
          <Group gap={6} role="group" aria-label="Días de la semana">
            {WEEK.map((d) => (
              <Chip key={d} value={String(d)} size="xs">
                {ruleWeekdayName(d)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Desde (temporada)"
            value={desde}
            onChange={(e) => setDesde(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Hasta"
            value={hasta}
            onChange={(e) => setHasta(e.currentTarget.value)}
          />
          <PercentOrAmountControl label="Tipo de ajuste" value={tipo} onChange={setTipo} />
          <NumberInput
            label={tipo === 'porcentaje' ? 'Porcentaje' : 'Monto en pesos'}
            description="Negativo = descuento"
            value={valor}
            onChange={setValor}
            decimalScale={2}
            w={150}
          />
          <Button type="submit" loading={create.isPending}>
            Agregar regla
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
