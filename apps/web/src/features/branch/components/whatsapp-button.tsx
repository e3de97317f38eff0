import { ActionIcon, Affix, Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsAppUrl } from '../branch-links.ts';

const WHATSAPP_GREEN = '#25d366';

const linkProps = (whatsApp: string, sucursal: string) =>
  ({
    component: 'a',
    href: whatsAppUrl(whatsApp, sucursal),
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': `Escribir por WhatsApp a ${sucursal}`,
  }) as const;

/**
 * docs/product.md#2-screens-and-routes: only when the branch has a WhatsApp number. From tablet width up a
 * round button floats in the corner (on a desktop it sits in the page margin). On a phone there is no margin,
 * and a floating button would always lie on some text or control, so there the link is WhatsAppInlineButton,
 * in the hero.
 */
export function WhatsAppButton({ whatsApp, sucursal }: { whatsApp: string; sucursal: string }) {
  if (!whatsApp.trim()) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150} visibleFrom="sm">
      <ActionIcon
        {...linkProps(whatsApp, sucursal)}
        size={60}
        radius="xl"
        color={WHATSAPP_GREEN}
        variant="filled"
        style={{ boxShadow: '0 6px 18px rgba(0, 0, 0, 0.25)' }}
      >
        <IconBrandWhatsapp size={34} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}

/** The phone's WhatsApp link, next to the hero's other calls to action (first screen, in the page flow). */
export function WhatsAppInlineButton({ whatsApp, sucursal }: { whatsApp: string; sucursal: string }) {
  if (!whatsApp.trim()) return null;
  return (
    <Button
      {...linkProps(whatsApp, sucursal)}
      hiddenFrom="sm"
      color={WHATSAPP_GREEN}
      autoContrast
      leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
    >
      WhatsApp
    </Button>
  );
}
