import { Button, Stack } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { IconBrandWhatsapp, IconCalendarPlus, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * 'Convertir en evento' (the wizard, prefilled) and 'Rechazar' for a pending request; 'WhatsApp' (the
 * family's messages about it) for any, while the site sends WhatsApp.
 */
export function RequestActions(props: {
  request: BookingRequestDto;
  onReject: (r: BookingRequestDto) => void;
  /** given while the site sends WhatsApp */
  onWhatsApp?: (r: BookingRequestDto) => void;
  /** phone cards: full-width buttons */
  fullWidth?: boolean;
}) {
  const r = props.request;
  const pending = r.estado === 'pendiente';
  const onWhatsApp = props.onWhatsApp;
  if (!pending && !onWhatsApp) return null;
  const who = `${r.userName} ${r.lastname}`.trim();
  return (
    <Stack gap="xs" align={props.fullWidth ? 'stretch' : 'flex-start'}>
      {pending ? <PendingActions {...props} who={who} /> : null}
      {onWhatsApp ? (
        <Button
          size="xs"
          fullWidth={props.fullWidth}
          variant="light"
          color="green"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          onClick={() => onWhatsApp(r)}
          aria-label={`Mensajes de WhatsApp de ${who}`}
        >
          WhatsApp
        </Button>
      ) : null}
    </Stack>
  );
}

function PendingActions(props: {
  request: BookingRequestDto;
  onReject: (r: BookingRequestDto) => void;
  fullWidth?: boolean;
  who: string;
}) {
  const { request: r, who } = props;
  return (
    <>
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
    </>
  );
}
