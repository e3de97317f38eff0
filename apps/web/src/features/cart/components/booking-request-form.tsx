import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BOOKING_MAX_PERSONAS,
  BOOKING_MIN_PERSONAS,
  type BookingRequestDto,
  bookingPersonasProblem,
  bookingPriceFor,
  EDAD_LABEL,
  FESTEJADO_QUESTION,
  formatLongDate,
} from '@salones/shared/booking-requests';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { EDAD_RANGE, FESTEJADO_MAX } from '@salones/shared/invitations';
import { formatMoney } from '@salones/shared/money';
import type { PackageDetailDto } from '@salones/shared/packages';
import { IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LiveAvailabilityCalendar } from '../../../components/availability-calendar/live-availability-calendar.tsx';
import { PromoCodeInput } from '../../../components/promo-code-input.tsx';
import { QuoteLines } from '../../../components/quote-lines.tsx';
import { WhatsAppConsentCheckbox } from '../../../components/whatsapp/whatsapp-consent-checkbox.tsx';
import { useWhatsAppConsent, useWhatsAppOn } from '../../../lib/api/whatsapp-consent.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkedSlotAt } from '../../../lib/checked-slot.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreateBookingRequest } from '../api/create-booking-request.ts';
import { useQuote } from '../api/quote-party.ts';
import { type ChosenExtra, ExtrasPicker } from './extras-picker.tsx';
import { type RequestFormValues, requestFormErrors } from './request-form-rules.ts';

/**
 * 'Solicitar fecha': the package's branch, a free turno picked on the calendar, 50–150 guests with
 * the band's price, optional comments; 'Enviar solicitud'. The server judges again (slot free, 3 pending at most).
 */
export function BookingRequestForm(props: {
  item: PackageDetailDto;
  onSent: (request: BookingRequestDto) => void;
  onCancel: () => void;
}) {
  const { item } = props;
  const pickedId = useId();
  const form = useForm<RequestFormValues>({
    // A date found free on the branch page starts picked (the server checks it again)
    initialValues: {
      festejado: '',
      edad: '',
      picked: checkedSlotAt(item.lugar.uid),
      personas: '',
      comentarios: '',
    },
    validate: (values) => requestFormErrors(values),
  });
  const create = useCreateBookingRequest((result) => props.onSent(result.solicitud));
  const { picked, personas } = form.getValues();
  const price = personas === '' ? null : bookingPriceFor(item, Number(personas));
  const fechaError = form.errors.fecha;
  // Extras and a promo code; the server quotes the whole party and the form shows its lines
  const [extras, setExtras] = useState<ChosenExtra[]>([]);
  const [codigo, setCodigo] = useState<string | undefined>(undefined);
  const quoteBody =
    picked && personas !== '' && !bookingPersonasProblem(Number(personas))
      ? {
          lugar: item.lugar.uid,
          paquete: item.uid,
          fecha: picked.fecha,
          turno: picked.turno,
          personas: Number(personas),
          extras,
          codigo,
        }
      : null;
  const quote = useQuote(quoteBody);
  const whatsapp = useWhatsAppChoice();

  const submit = form.onSubmit((values) =>
    create.mutate({
      lugar: item.lugar.uid,
      paquete: item.uid,
      fecha: values.picked!.fecha,
      turno: values.picked!.turno,
      personas: Number(values.personas),
      extras,
      codigo,
      comentarios: values.comentarios.trim(),
      festejado: values.festejado.trim(),
      edad: values.edad === '' ? undefined : Number(values.edad),
      whatsapp: whatsapp.sent,
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} mt="sm" bg="gray.0">
      <form onSubmit={submit} noValidate aria-label={`Solicitar fecha para ${item.name}`}>
        <Stack gap="sm">
          <Text size="sm">
            Sucursal: <strong>{item.lugar.sucursal}</strong>
          </Text>
          {/* the party is named after the child: /pedidos, the mails, the contract and the staff calendar */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={FESTEJADO_QUESTION}
              description="Nombre del festejado o festejada"
              withAsterisk
              maxLength={FESTEJADO_MAX}
              autoComplete="off"
              {...form.getInputProps('festejado')}
            />
            <NumberInput
              label={EDAD_LABEL}
              description={`De ${EDAD_RANGE.min} a ${EDAD_RANGE.max} años`}
              min={EDAD_RANGE.min}
              max={EDAD_RANGE.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('edad')}
            />
          </SimpleGrid>
          {/* on a phone the calendar takes the form's padding too: seven 44 px turno buttons */}
          <Box mx={{ base: -10, sm: 0 }}>
            <LiveAvailabilityCalendar
              placeId={item.lugar.uid}
              label={`Elige fecha y turno en ${item.lugar.sucursal}`}
              picked={picked}
              onPick={(slot) => {
                form.setFieldValue('picked', slot);
                form.clearFieldError('fecha');
              }}
            />
          </Box>
          <Text id={pickedId} size="sm" aria-live="polite" fw={picked ? 600 : undefined}>
            {picked
              ? `Fecha elegida: ${formatLongDate(picked.fecha)}, ${picked.turno}`
              : 'Elige un turno libre en el calendario.'}
          </Text>
          {fechaError ? (
            <Alert color="red" variant="light" role="alert" p="xs">
              {fechaError}
            </Alert>
          ) : null}
          <NumberInput
            label="Número de personas"
            description={`De ${BOOKING_MIN_PERSONAS} a ${BOOKING_MAX_PERSONAS}; el número define el precio`}
            min={BOOKING_MIN_PERSONAS}
            max={BOOKING_MAX_PERSONAS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('personas')}
          />
          <Text size="sm" aria-live="polite" data-testid="band-price">
            {price
              ? `${ATTENDANCE_BANDS[price.banda].label}: ${formatMoney(price.precio)}`
              : `${ATTENDANCE_BANDS.basico.label}: ${formatMoney(item.basico)} · ${ATTENDANCE_BANDS.grande.label}: ${formatMoney(item.grande)}`}
          </Text>
          <ExtrasPicker value={extras} onChange={setExtras} />
          <PromoCodeInput onApply={(text) => setCodigo(text || undefined)} />
          {quoteBody ? (
            <Box aria-live="polite" aria-busy={quote.isFetching}>
              {quote.isError ? (
                <Alert color="red" variant="light" role="alert" p="xs">
                  {errorMessage(quote.error)}
                </Alert>
              ) : quote.data ? (
                <QuoteLines cotizacion={quote.data} caption="Tu cotización" />
              ) : (
                <Group gap="xs">
                  <Loader size="xs" />
                  <Text size="sm">Calculando tu cotización…</Text>
                </Group>
              )}
            </Box>
          ) : null}
          <Textarea
            label="Comentarios (opcional)"
            rows={3}
            maxLength={2000}
            {...form.getInputProps('comentarios')}
          />
          {whatsapp.shown ? (
            <WhatsAppConsentCheckbox
              phone={whatsapp.phone}
              checked={whatsapp.checked}
              onChange={whatsapp.set}
            />
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={create.isPending} leftSection={<IconSend size={18} aria-hidden />}>
              Enviar solicitud
            </Button>
            <Button variant="default" onClick={props.onCancel}>
              Cancelar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The WhatsApp consent beside the request, while the site sends WhatsApp: ticked when the family already
 * receives the notices, else unticked; sent only when changed (absent leaves the account's consent as it is).
 */
function useWhatsAppChoice() {
  const on = useWhatsAppOn();
  const { user } = useSession();
  const consent = useWhatsAppConsent(user?.uid, on);
  const current = consent.data?.whatsapp ?? false;
  const [choice, setChoice] = useState<boolean | null>(null);
  const checked = choice ?? current;
  return {
    shown: on && user !== null,
    phone: user?.phone ?? '',
    checked,
    set: setChoice,
    sent: on && choice !== null && choice !== current ? choice : undefined,
  };
}
