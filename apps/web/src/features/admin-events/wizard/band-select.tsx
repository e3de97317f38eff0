import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ATTENDANCE_BANDS, type AttendanceBand } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import { bandFor } from '@salones/shared/pricing';
import { numberOrNull, type WizardValues } from './wizard-values.ts';

const BANDS = Object.keys(ATTENDANCE_BANDS) as AttendanceBand[];

/**
 * 'Precio por asistencia' (docs/product.md#2-screens-and-routes, docs/product.md#5-validation-rules): the
 * number of people decides the band; choosing a band moves the number of people into it.
 */
export function BandSelect({
  form,
  pkg,
}: {
  form: UseFormReturnType<WizardValues>;
  pkg: PackageDto | undefined;
}) {
  const personas = numberOrNull(form.getValues().personas);
  const band = personas ? bandFor(personas) : null;
  return (
    <Select
      label="Precio por asistencia"
      placeholder="Elige el número de personas"
      data={BANDS.map((b) => ({
        value: b,
        label: pkg ? `${ATTENDANCE_BANDS[b].label} · ${formatMoney(pkg[b])}` : ATTENDANCE_BANDS[b].label,
      }))}
      value={band}
      allowDeselect={false}
      onChange={(value) => {
        if (!value || value === band) return;
        const next = ATTENDANCE_BANDS[value as AttendanceBand];
        form.setFieldValue(
          'personas',
          personas && personas >= next.min && personas <= next.max ? personas : next.min,
        );
      }}
    />
  );
}
