import { Button, Grid, Select, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PAYMENT_METHOD_NONE, PAYMENT_METHODS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import type { EventMoney } from '@salones/shared/pricing';
import { IconFileText } from '@tabler/icons-react';
import { DateField } from '../components/date-field.tsx';
import { PesoInput } from '../components/peso-input.tsx';
import { TotalsSummary } from '../components/totals-summary.tsx';
import { numberOrNull, type WizardValues } from './wizard-values.ts';

export const METHOD_OPTIONS = [PAYMENT_METHOD_NONE, ...PAYMENT_METHODS];

/** Step 4 'Pago o abono': the first payment, discount, comments and the live totals. */
export function PaymentStep(props: {
  form: UseFormReturnType<WizardValues>;
  money: EventMoney;
  pkg: PackageDto | undefined;
  onPreview: () => void;
}) {
  const { form } = props;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <PesoInput
            label="Cantidad del abono"
            description="Mínimo $500.00"
            {...form.getInputProps('abono')}
          />
          <Select
            label="Forma de pago"
            data={METHOD_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('metodo')}
          />
          <DateField label="Fecha de pago" clearable {...form.getInputProps('fechadePago')} />
          <PesoInput
            label="Descuento"
            description={
              props.pkg?.descuento ? `Descuento del paquete: ${formatMoney(props.pkg.descuento)}` : undefined
            }
            {...form.getInputProps('descuento')}
          />
          <Textarea label="Comentarios" autosize minRows={3} {...form.getInputProps('comentarios')} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <TotalsSummary
            money={props.money}
            notPriced={
              props.pkg && numberOrNull(form.getValues().personas)
                ? undefined
                : 'Elige el paquete y el número de personas para calcular el total.'
            }
          />
          <Button variant="outline" leftSection={<IconFileText size={18} />} onClick={props.onPreview}>
            Visualizar Contrato
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
