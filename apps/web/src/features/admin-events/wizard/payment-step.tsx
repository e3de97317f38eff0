import { Button, Grid, Select, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MIN_ABONO_PESOS, PAYMENT_METHOD_NONE, PAYMENT_METHODS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import { isPromoRefusal } from '@salones/shared/promo-codes';
import type { QuoteDto } from '@salones/shared/quote';
import { IconFileText } from '@tabler/icons-react';
import { PromoCodeInput } from '../../../components/promo-code-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { DateField } from '../components/date-field.tsx';
import { PesoInput } from '../components/peso-input.tsx';
import { QuoteTotals } from '../components/quote-totals.tsx';
import { numberOrNull, type WizardValues } from './wizard-values.ts';

export const METHOD_OPTIONS = [PAYMENT_METHOD_NONE, ...PAYMENT_METHODS];

/** Step 4 'Pago o abono': the first payment, discount, promo code, comments and the server's totals. */
export function PaymentStep(props: {
  form: UseFormReturnType<WizardValues>;
  /** the server's quote of the booking (issue #23); null: not enough chosen yet */
  quote: { data?: QuoteDto; isError: boolean; error: unknown; isFetching: boolean } | null;
  pkg: PackageDto | undefined;
  /** converting a request: it keeps its quote, so no code is added */
  converting: boolean;
  onPreview: () => void;
}) {
  const { form } = props;
  const applied = form.getValues().codigo;
  // the API's refusal of the code shows under its field (and in the totals)
  const refused =
    applied && props.quote?.isError && isPromoRefusal(errorMessage(props.quote.error))
      ? errorMessage(props.quote.error)
      : undefined;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <PesoInput
            label="Cantidad del abono"
            description={`Mínimo ${formatMoney(MIN_ABONO_PESOS)}`}
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
          {props.converting ? null : (
            <PromoCodeInput
              initial={applied}
              error={refused}
              onApply={(codigo) => form.setFieldValue('codigo', codigo.toUpperCase())}
            />
          )}
          <Textarea label="Comentarios" autosize minRows={3} {...form.getInputProps('comentarios')} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <QuoteTotals
            quote={props.quote ?? { isError: false, error: null, isFetching: false }}
            abono={numberOrNull(form.getValues().abono) ?? 0}
            notPriced={
              props.quote
                ? undefined
                : 'Elige la sucursal, la fecha, el turno, el paquete y el número de personas para calcular el total.'
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
