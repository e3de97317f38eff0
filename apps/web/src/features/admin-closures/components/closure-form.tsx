import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { CLOSURE_MOTIVO_MAX } from '@salones/shared/closures';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { usePlaces } from '../../../lib/api/places.ts';
import { useActiveSalones } from '../../../lib/api/salones.ts';
import { useCreateClosure } from '../api/closures.ts';

/** The Select's value for a closure of every branch (a closure without `lugar`). */
const ALL = 'todas';
export const ALL_BRANCHES_LABEL = 'Todas las sucursales';
/** The salón Select's value for a closure of the whole branch (a closure without `salon`). */
const WHOLE = 'todos';
export const ALL_SALONES_LABEL = 'Todos los salones';

/**
 * A new closure — branch (or every branch), its salón when the branch has more than one (or all of them), first
 * and last day, reason. An admin with a branch
 * closes only theirs: the branch is fixed. The form leaves every check to the API, whose Spanish message
 * shows as it comes (a missing reason, a reversed range, another branch).
 */
export function ClosureForm(props: { ownPlace: string | null }) {
  const places = usePlaces();
  const [lugar, setLugar] = useState<string>(props.ownPlace ?? ALL);
  const [salon, setSalon] = useState<string>(WHOLE);
  const salones = useActiveSalones(lugar === ALL ? null : lugar).data ?? [];
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [motivo, setMotivo] = useState('');
  const create = useCreateClosure(() => {
    setDesde('');
    setHasta('');
    setMotivo('');
  });
  const branches = (places.data ?? []).map((p) => ({ value: p.uid, label: p.sucursal }));
  const data = props.ownPlace
    ? branches.filter((b) => b.value === props.ownPlace)
    : [{ value: ALL, label: ALL_BRANCHES_LABEL }, ...branches];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      lugar: lugar === ALL ? undefined : lugar,
      salon: lugar === ALL || salon === WHOLE || salones.length < 2 ? undefined : salon,
      desde,
      hasta,
      motivo,
    });
  };
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label="Nuevo cierre">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Sucursal"
          data={data}
          value={lugar}
          onChange={(v) => {
            setLugar(v ?? props.ownPlace ?? ALL);
            setSalon(WHOLE);
          }}
          allowDeselect={false}
          disabled={!!props.ownPlace}
          style={{ flex: '1 1 12rem' }}
        />
        {lugar !== ALL && salones.length > 1 ? (
          <Select
            label="Salón"
            data={[
              { value: WHOLE, label: ALL_SALONES_LABEL },
              ...salones.map((x) => ({ value: x.uid, label: x.nombre })),
            ]}
            value={salon}
            onChange={(v) => setSalon(v ?? WHOLE)}
            allowDeselect={false}
            style={{ flex: '1 1 12rem' }}
          />
        ) : null}
        <TextInput
          type="date"
          label="Desde"
          value={desde}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDesde(value);
            // a one-day closure by default: the last day follows the first until it is set later
            if (value && (!hasta || hasta < value)) setHasta(value);
          }}
          required
          style={{ flex: '1 1 9rem' }}
        />
        <TextInput
          type="date"
          label="Hasta"
          value={hasta}
          min={desde || undefined}
          onChange={(e) => setHasta(e.currentTarget.value)}
          required
          style={{ flex: '1 1 9rem' }}
        />
        <TextInput
          label="Motivo"
          description="Lo ven las familias en el calendario"
          placeholder="Cerrado por mantenimiento"
          value={motivo}
          maxLength={CLOSURE_MOTIVO_MAX}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          required
          style={{ flex: '2 1 16rem' }}
        />
        <Button type="submit" loading={create.isPending} leftSection={<IconLock size={16} aria-hidden />}>
          Agregar cierre
        </Button>
      </Group>
    </Paper>
  );
}
