import { Button, Group, Modal, MultiSelect, NumberInput, Paper, Table, TextInput } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { formatMoney } from '@salones/shared/money';
import type { PromoCodeDto } from '@salones/shared/promo-codes';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlaces } from '../../../lib/api/places.ts';
import { useCreatePromoCode, useDeletePromoCode, usePromoCodes, useUpdatePromoCode } from '../api/pricing.ts';
import { DeletablePricingList } from './deletable-pricing-list.tsx';
import { type PercentOrAmount, PercentOrAmountControl } from './percent-or-amount-control.tsx';

/** Promo codes (super_admin), with the uses the database has counted; each one can be edited. */
export function PromoCodesSection() {
  const promos = usePromoCodes({ enabled: true });
  const places = usePlaces();
  const [editing, setEditing] = useState<PromoCodeDto | null>(null);
  const branchNames = (ids: string[]) =>
    ids.length === 0
      ? 'Todas'
      : ids.map((id) => places.data?.find((p) => p.uid === id)?.sucursal ?? '—').join(', ');
  return (
    <>
      <DeletablePricingList
        title="Códigos de promoción"
        help="Un porcentaje se aplica al subtotal (paquete con su precio del día + adicionales). Las fechas indican cuándo se puede usar el código, no la fecha de la fiesta. Una solicitud cancelada, rechazada o vencida devuelve su uso."
        form={<PromoForm />}
        query={promos}
        errorTitle="No se pudieron cargar los códigos de promoción"
        empty="Aún no hay códigos de promoción"
        headers={['Código', 'Descuento', 'Vigencia', 'Sucursales', 'Usos']}
        cells={(p: PromoCodeDto) => (
          <>
            <Table.Td>{p.codigo}</Table.Td>
            <Table.Td>{p.porcentaje !== null ? `${p.porcentaje} %` : formatMoney(p.monto)}</Table.Td>
            <Table.Td>
              {formatDateMx(p.desde)} – {formatDateMx(p.hasta)}
            </Table.Td>
            <Table.Td>{branchNames(p.lugares)}</Table.Td>
            <Table.Td>
              {p.usos}
              {p.usosMaximos !== null ? ` de ${p.usosMaximos}` : ''}
            </Table.Td>
          </>
        )}
        name={(p) => p.codigo}
        actions={(p) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Editar el código ${p.codigo}`}
            onClick={() => setEditing(p)}
          >
            Editar
          </Button>
        )}
        deleteLabel={(p) => `Eliminar el código ${p.codigo}`}
        useDelete={useDeletePromoCode}
      />
      <Modal
        opened={!!editing}
        onClose={() => setEditing(null)}
        title={editing ? `Editar el código ${editing.codigo}` : ''}
        size="lg"
        centered
      >
        {editing ? <PromoForm key={editing.uid} promo={editing} onSaved={() => setEditing(null)} /> : null}
      </Modal>
    </>
  );
}

/** Save through POST (new) or PUT (the whole code, `promo`): the API judges every field. */
function useSavePromo(promo: PromoCodeDto | undefined, onSaved: () => void) {
  const create = useCreatePromoCode(onSaved);
  const update = useUpdatePromoCode(promo?.uid ?? '', onSaved);
  return promo ? update : create;
}

const asInput = (v: number | null | undefined): number | string => v ?? '';

/**
 * A promo code's fields: a new one (inline, emptied once saved) or, given `promo`, that code filled in (the
 * edit modal, closed once saved). A refusal shows the API's message and keeps what was typed.
 */
function PromoForm(props: { promo?: PromoCodeDto; onSaved?: () => void }) {
  const { promo } = props;
  const places = usePlaces();
  const [codigo, setCodigo] = useState(promo?.codigo ?? '');
  const [tipo, setTipo] = useState<PercentOrAmount>(
    promo && promo.porcentaje === null ? 'monto' : 'porcentaje',
  );
  const [valor, setValor] = useState<number | string>(asInput(promo?.porcentaje ?? promo?.monto));
  const [desde, setDesde] = useState(promo?.desde ?? '');
  const [hasta, setHasta] = useState(promo?.hasta ?? '');
  const [lugares, setLugares] = useState<string[]>(promo?.lugares ?? []);
  const [usosMaximos, setUsosMaximos] = useState<number | string>(asInput(promo?.usosMaximos));
  const [minimo, setMinimo] = useState<number | string>(asInput(promo?.minimo));
  const save = useSavePromo(promo, () => {
    if (props.onSaved) return props.onSaved();
    setCodigo('');
    setValor('');
    setLugares([]);
    setUsosMaximos('');
    setMinimo('');
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate({
      codigo,
      desde,
      hasta,
      [tipo]: valor === '' ? undefined : Number(valor),
      lugares,
      usosMaximos: usosMaximos === '' ? undefined : Number(usosMaximos),
      minimo: minimo === '' ? undefined : Number(minimo),
    });
  };
  return (
    <Paper
      withBorder={!promo}
      p={promo ? 0 : 'sm'}
      component="form"
      onSubmit={submit}
      aria-label={promo ? `Editar el código ${promo.codigo}` : 'Nuevo código de promoción'}
    >
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
        <MultiSelect
          label="Sucursales"
          placeholder={lugares.length ? undefined : 'Todas las sucursales'}
          data={(places.data ?? []).map((p) => ({ value: p.uid, label: p.sucursal }))}
          value={lugares}
          onChange={setLugares}
          clearable
          style={{ flex: '1 1 14rem' }}
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
        <Button type="submit" loading={save.isPending}>
          {promo ? 'Guardar cambios' : 'Agregar código'}
        </Button>
      </Group>
    </Paper>
  );
}
