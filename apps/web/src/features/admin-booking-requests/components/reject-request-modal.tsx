import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BOOKING_MSG, type BookingRequestDto } from '@salones/shared/booking-requests';
import { formatDateMx } from '@salones/shared/dates';
import { useEffect } from 'react';
import { useRejectBookingRequest } from '../api/reject-booking-request.ts';

/** 'Rechazar': the reason is required; the customer receives it by mail. */
export function RejectRequestModal({
  request,
  onClose,
}: {
  request: BookingRequestDto | null;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { motivo: '' },
    validate: { motivo: (v) => (v.trim() ? null : BOOKING_MSG.motivoRequired) },
  });
  const reject = useRejectBookingRequest(onClose);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each request opened
  useEffect(() => form.reset(), [request?.uid]);
  return (
    <Modal opened={!!request} onClose={onClose} title="Rechazar solicitud" centered>
      {request ? (
        <form
          noValidate
          onSubmit={form.onSubmit(({ motivo }) => reject.mutate({ id: request.uid, motivo: motivo.trim() }))}
        >
          <Stack>
            <Text size="sm">
              {request.userName} {request.lastname} · {request.lugar.sucursal} · {formatDateMx(request.fecha)}
              , {request.turno}
            </Text>
            <Textarea
              label="Motivo"
              description="El cliente lo recibirá por correo."
              required
              rows={3}
              maxLength={1000}
              data-autofocus
              {...form.getInputProps('motivo')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={reject.isPending}>
                Cancelar
              </Button>
              <Button type="submit" color="red" loading={reject.isPending}>
                Rechazar
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
