import { Button, Stack } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { IconCalendarPlus, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';

/** 'Convertir en evento' (the wizard, prefilled) and 'Rechazar' for a pending request. */
export function RequestActions(props: {
  request: BookingRequestDto;
  onReject: (r: BookingRequestDto) => void;
  /** phone cards: full-width buttons */
  fullWidth?: boolean;
}) {
  const r = props.request;
  if (r.estado !== 'pendiente') return null;
  const who = `${r.userName} ${r.lastname}`.trim();
  return (
    <Stack gap="xs" align={props.fullWidth ? 'stretch' : 'flex-start'}>
      <Button
        size="xs"
        fullWidth={props.fullWidth}
        component={Link}
        to={`/admin/event/${r.user}?solicitud=${r.uid}`}
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        aria-label={`Convertir en evento la solicitud de ${who}`}
      >
        Convertir en evento
      </Button>
      <Button
        size="xs"
        fullWidth={props.fullWidth}
        variant="light"
        color="red"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => props.onReject(r)}
        aria-label={`Rechazar la solicitud de ${who}`}
      >
        Rechazar
      </Button>
    </Stack>
  );
}
