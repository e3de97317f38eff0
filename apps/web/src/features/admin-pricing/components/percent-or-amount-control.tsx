import { SegmentedControl } from '@mantine/core';

export type PercentOrAmount = 'porcentaje' | 'monto';

/** '%' or '$': whether a price rule's or a promo code's value is a percentage or pesos. */
export function PercentOrAmountControl(props: {
  label: string;
  value: PercentOrAmount;
  onChange: (v: PercentOrAmount) => void;
}) {
  return (
    <SegmentedControl
      aria-label={props.label}
      value={props.value}
      onChange={(v) => props.onChange(v as PercentOrAmount)}
      data={[
        { value: 'porcentaje', label: '%' },
        { value: 'monto', label: '$' },
      ]}
    />
  );
}
