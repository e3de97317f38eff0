import { ActionIcon, Affix } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsAppUrl } from '../branch-links.ts';

/** spec §2: only when the branch has a WhatsApp number. */
export function WhatsAppButton({ whatsApp, sucursal }: { whatsApp: string; sucursal: string }) {
  if (!whatsApp.trim()) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <ActionIcon
        component="a"
        href={whatsAppUrl(whatsApp, sucursal)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Escribir por WhatsApp a ${sucursal}`}
        size={60}
        radius="xl"
        color="#25d366"
        variant="filled"
        style={{ boxShadow: '0 6px 18px rgba(0, 0, 0, 0.25)' }}
      >
        <IconBrandWhatsapp size={34} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}
