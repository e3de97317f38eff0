import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import {
  useSetWhatsAppConsent,
  useWhatsAppConsent,
  useWhatsAppOn,
  whatsappConsentLabel,
} from '../../../lib/api/whatsapp-consent.ts';
import { phoneForDisplay } from '../../../lib/phone-display.ts';

/**
 * 'Avisos por WhatsApp' in the family's account (/pedidos), while the site sends WhatsApp: the consent as a
 * switch (PUT /api/usuarios/{id}/avisos), on or off at any time.
 */
export function WhatsAppNoticesSection({ userId, phone }: { userId: string; phone: string }) {
  const on = useWhatsAppOn();
  const consent = useWhatsAppConsent(userId, on);
  const change = useSetWhatsAppConsent(userId);
  if (!on) return null;
  const checked = change.isPending ? (change.variables ?? false) : (consent.data?.whatsapp ?? false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="avisos-whatsapp">
      <Stack gap="xs">
        <Title order={2} size="h4" id="avisos-whatsapp">
          <IconBrandWhatsapp size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          Avisos por WhatsApp
        </Title>
        <Switch
          label={whatsappConsentLabel(phoneForDisplay(phone))}
          checked={checked}
          disabled={consent.isPending || change.isPending}
          onChange={(e) => change.mutate(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          Te avisamos de tu solicitud, tus pagos y el día de tu fiesta. Puedes quitarlos aquí cuando quieras,
          o escribiendo BAJA en el chat.
        </Text>
      </Stack>
    </Paper>
  );
}
