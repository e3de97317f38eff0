import { Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYMENT_METHOD_NONE, PAYMENT_METHODS } from '@salones/shared/constants';
import { todayInMexicoCity } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { EVENT_MSG } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { formatMoney, toCentavos } from '@salones/shared/money';
import { singlePaymentProblem } from '@salones/shared/pricing';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAddPayment } from '../api/add-payment.ts';
import { DateField } from './date-field.tsx';
import { PesoInput } from './peso-input.tsx';

interface PaymentValues {
  abono: number | string;
  metodo: string;
  fechadePago: string | null;
}

/**
 * docs/product.md#5-validation-rules "Add payment": at least $500 (the same shared rule the server applies).
 */
function paymentError(abono: number | string, adeudo: number): string | null {
  const amount = typeof abono === 'number' ? abono : Number(abono || 0);
  const problem = singlePaymentProblem(toCentavos(amount), toCentavos(adeudo));
  if (problem === 'belowMinimum') return MSG.abonoMinSingle;
  if (problem === 'overDebt') return EVENT_MSG.paymentOverDebt;
  return null;
}

function PaymentForm({ event, onDone }: { event: EventDto; onDone: () => void }) {
  const { user } = useSession();
  const form = useForm<PaymentValues>({
    initialValues: { abono: '', metodo: PAYMENT_METHOD_NONE, fechadePago: todayInMexicoCity() },
    validate: { abono: (v) => paymentError(v, event.adeudo) },
  });
  const add = useAddPayment(onDone);
  const submit = form.onSubmit((v) =>
    add.mutate({
      eventId: event.uid,
      abonos: {
        abono: Number(v.abono),
        metodo: v.metodo,
        fechadePago: v.fechadePago ?? todayInMexicoCity(),
        recibio: user?.uid,
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Adeudo actual: <b>{formatMoney(event.adeudo)}</b>
        </Text>
        <PesoInput label="Cantidad" data-autofocus {...form.getInputProps('abono')} />
        <Select
          label="Forma de pago"
          data={[PAYMENT_METHOD_NONE, ...PAYMENT_METHODS]}
          allowDeselect={false}
          {...form.getInputProps('metodo')}
        />
        <DateField label="Fecha de pago" {...form.getInputProps('fechadePago')} />
        <FormActions submitLabel="Abonar" onCancel={onDone} isPending={add.isPending} mt="sm" />
      </Stack>
    </form>
  );
}

export function PaymentModal({ event, onClose }: { event: EventDto | null; onClose: () => void }) {
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event ? `Abonar a ${event.name}` : 'Abonar'}
      centered
    >
      {event ? <PaymentForm key={event.uid} event={event} onDone={onClose} /> : null}
    </Modal>
  );
}
