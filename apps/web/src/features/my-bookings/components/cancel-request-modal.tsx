import { Button, Group, Modal, Text } from '@mantine/core';
import { type BookingRequestDto, formatLongDate } from '@salones/shared/booking-requests';

/** Cancelling frees the slot at once, so it is confirmed first. */
export function CancelRequestModal(props: {
  request: BookingRequestDto | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const r = props.request;
  return (
    <Modal opened={!!r} onClose={props.onClose} title="Cancelar solicitud" centered>
      {r ? (
        <Text mb="lg">
          ¿Seguro que quieres cancelar tu solicitud de {r.paqueteName} para el {formatLongDate(r.fecha)},{' '}
          {r.turno}? El horario quedará libre para otras familias.
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose} disabled={props.loading}>
          No, conservarla
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.loading}>
          Sí, cancelar
        </Button>
      </Group>
    </Modal>
  );
}
