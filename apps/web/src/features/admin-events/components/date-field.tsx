import '@mantine/dates/styles.css';
import 'dayjs/locale/es-mx';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { normalizeDate } from '@salones/shared/dates';
import { WIDGET_LABELS } from '@salones/shared/messages';

const pad2 = (v: string) => v.padStart(2, '0');

/** Typed dates are read as dd/mm/yyyy (es-MX) or YYYY-MM-DD. */
export function parseMxDate(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  return m ? normalizeDate(`${m[3]}-${pad2(m[2])}-${pad2(m[1])}`) : normalizeDate(value);
}

/** A calendar date input in the es-MX locale; its value is 'YYYY-MM-DD'. A clearable one's × has a name. */
export function DateField(props: DateInputProps) {
  return (
    <DatesProvider settings={{ locale: 'es-mx', firstDayOfWeek: 0 }}>
      <DateInput
        valueFormat="DD/MM/YYYY"
        dateParser={parseMxDate}
        placeholder="dd/mm/aaaa"
        {...props}
        clearButtonProps={{ 'aria-label': WIDGET_LABELS.dateClear, ...props.clearButtonProps }}
      />
    </DatesProvider>
  );
}
