import '@mantine/dates/styles.css';
import 'dayjs/locale/es-mx';
import { SimpleGrid } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { normalizeDate } from '@salones/shared/dates';
import { BranchFilterSelect } from '../../../components/branch-filter-select.tsx';

export interface PeriodValues {
  desde?: string;
  hasta?: string;
  lugar?: string;
}

const pad2 = (v: string) => v.padStart(2, '0');
/** Typed dates are read as dd/mm/yyyy (es-MX) or YYYY-MM-DD. */
const parseMxDate = (value: string) => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  return m ? normalizeDate(`${m[3]}-${pad2(m[2])}-${pad2(m[1])}`) : normalizeDate(value);
};

/** The period (Mexico City days) and, for staff who may see every branch, the branch. */
export function PeriodFilters(props: {
  values: PeriodValues;
  /** what the server used (this month by default), shown when the address has no dates */
  shown: { desde?: string; hasta?: string };
  branchLocked: boolean;
  onChange: (values: PeriodValues) => void;
}) {
  const { values, onChange } = props;
  const set = (patch: PeriodValues) => onChange({ ...values, ...patch });
  const day = (label: string, key: 'desde' | 'hasta') => (
    <DateInput
      label={label}
      value={values[key] ?? props.shown[key] ?? null}
      onChange={(value) => set({ [key]: value ?? undefined })}
      valueFormat="DD/MM/YYYY"
      dateParser={parseMxDate}
      placeholder="dd/mm/aaaa"
    />
  );
  return (
    <DatesProvider settings={{ locale: 'es-mx', firstDayOfWeek: 0 }}>
      <SimpleGrid cols={{ base: 1, xs: props.branchLocked ? 2 : 3 }} spacing="sm">
        {day('Desde', 'desde')}
        {day('Hasta', 'hasta')}
        {props.branchLocked ? null : (
          <BranchFilterSelect value={values.lugar} onChange={(lugar) => set({ lugar })} />
        )}
      </SimpleGrid>
    </DatesProvider>
  );
}
