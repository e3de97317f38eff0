import { Checkbox } from '@mantine/core';
import { WHATSAPP_CONSENT_DESCRIPTION, whatsappConsentLabel } from '@salones/shared/whatsapp-consent-words';
import { phoneForDisplay } from '../../lib/phone-display.ts';

/**
 * 'Quiero recibir avisos de mi fiesta por WhatsApp al {teléfono}': the family's explicit consent, unticked
 * unless they tick it (registration and 'Solicitar fecha'). Posted without JavaScript as whatsapp=true.
 */
export function WhatsAppConsentCheckbox(props: {
  phone: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      name="whatsapp"
      value="true"
      label={whatsappConsentLabel(phoneForDisplay(props.phone))}
      description={WHATSAPP_CONSENT_DESCRIPTION}
      checked={props.checked}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}
