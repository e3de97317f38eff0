import { Modal, Stack, Text } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { formatDateMx } from '@salones/shared/dates';
import { FamilyMessages } from '../../../components/whatsapp/family-messages.tsx';

/** A request's WhatsApp messages (its notices, the family's answers) and the way to their conversation. */
export function RequestWhatsAppModal(props: { request: BookingRequestDto | null; onClose: () => void }) {
  const r = props.request;
  return (
    <Modal opened={!!r} onClose={props.onClose} title="Mensajes de WhatsApp" size="lg">
      {r ? (
        <Stack gap="sm">
          <Text size="sm">
            {r.userName} {r.lastname} · {r.lugar.sucursal} · {formatDateMx(r.fecha)}, {r.turno}
          </Text>
          <FamilyMessages solicitud={r.uid} />
        </Stack>
      ) : null}
    </Modal>
  );
}
