import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount in pesos (docs/architecture.md#money-in-centavos: the API speaks pesos with at most 2
 * decimals).
 */
export function PesoInput(props: NumberInputProps) {
  return (
    <NumberInput prefix="$" min={0} decimalScale={2} thousandSeparator="," allowNegative={false} {...props} />
  );
}
