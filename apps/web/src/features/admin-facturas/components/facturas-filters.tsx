import '@mantine/dates/styles.css';
import 'dayjs/locale/es-mx';
import { Select, SimpleGrid } from '@mantine/core';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { todayInMexicoCity } from '@salones/shared/dates';
import { CFDI_ESTADO_LABELS, type CfdiEstado } from '@salones/shared/fiscal/cancelacion';
import { BranchFilterSelect } from '../../../components/branch-filter-select.tsx';
import type { FacturasFilter } from '../api/facturas-list.ts';

/** The month (one at a time: the list is bounded), the branch for staff who see every one, and the estado. */
export function FacturasFilters(props: {
  values: FacturasFilter;
  branchLocked: boolean;
  onChange: (values: FacturasFilter) => void;
}) {
  const { values, onChange } = props;
  const set = (patch: Partial<FacturasFilter>) => onChange({ ...values, ...patch });
  // Mantine's dates are 'YYYY-MM-DD' strings: a month is its first day
  return (
    <DatesProvider settings={{ locale: 'es-mx' }}>
      <SimpleGrid cols={{ base: 1, xs: props.branchLocked ? 2 : 3 }} spacing="sm">
        <MonthPickerInput
          label="Mes"
          value={`${values.mes}-01`}
          onChange={(value) => value && set({ mes: value.slice(0, 7) })}
          valueFormat="MMMM YYYY"
          maxDate={todayInMexicoCity()}
        />
        {props.branchLocked ? null : (
          <BranchFilterSelect value={values.lugar} onChange={(lugar) => set({ lugar })} />
        )}
        <Select
          label="Estado"
          placeholder="Todos"
          data={Object.entries(CFDI_ESTADO_LABELS).map(([value, label]) => ({ value, label }))}
          value={values.estado ?? null}
          onChange={(estado) => set({ estado: (estado as CfdiEstado | null) ?? undefined })}
          clearable
        />
      </SimpleGrid>
    </DatesProvider>
  );
}
