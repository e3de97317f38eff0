import '@mantine/dates/styles.css';
import 'dayjs/locale/es-mx';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '@salones/shared/audit';
import { normalizeDate } from '@salones/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { staffQuery } from './api/list-audit.ts';

export interface AuditFilterValues {
  desde?: string;
  hasta?: string;
  usuario?: string;
  tipo?: string;
}

const KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] }));
const pad2 = (v: string) => v.padStart(2, '0');
/** Typed dates are read as dd/mm/yyyy (es-MX) or YYYY-MM-DD. */
const parseMxDate = (value: string) => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  return m ? normalizeDate(`${m[3]}-${pad2(m[2])}-${pad2(m[1])}`) : normalizeDate(value);
};

function DayInput(props: { label: string; value?: string; onChange: (value?: string) => void }) {
  return (
    <DateInput
      label={props.label}
      value={props.value ?? null}
      onChange={(value) => props.onChange(value ?? undefined)}
      valueFormat="DD/MM/YYYY"
      dateParser={parseMxDate}
      placeholder="dd/mm/aaaa"
      clearable
    />
  );
}

export function AuditFilters(props: {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}) {
  const staff = useQuery(staffQuery());
  const { values, onChange } = props;
  const set = (patch: AuditFilterValues) => onChange({ ...values, ...patch });
  const authors = (staff.data?.users ?? []).map((u) => ({
    value: u.uid,
    label: `${u.name} ${u.lastname}`.trim() || u.email,
  }));
  const hasFilters = Object.values(values).some(Boolean);
  return (
    <DatesProvider settings={{ locale: 'es-mx', firstDayOfWeek: 0 }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <DayInput label="Desde" value={values.desde} onChange={(desde) => set({ desde })} />
        <DayInput label="Hasta" value={values.hasta} onChange={(hasta) => set({ hasta })} />
        <Select
          label="Hecho por"
          placeholder={staff.isError ? 'No se pudo cargar la lista' : 'Cualquier persona'}
          data={authors}
          value={values.usuario ?? null}
          onChange={(usuario) => set({ usuario: usuario ?? undefined })}
          searchable
          clearable
          nothingFoundMessage="Sin coincidencias"
        />
        <Select
          label="Tipo de cambio"
          placeholder="Todos"
          data={KIND_OPTIONS}
          value={values.tipo ?? null}
          onChange={(tipo) => set({ tipo: tipo ?? undefined })}
          clearable
        />
      </SimpleGrid>
      {hasFilters ? (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" onClick={() => onChange({})}>
            Quitar filtros
          </Button>
        </Group>
      ) : null}
    </DatesProvider>
  );
}
