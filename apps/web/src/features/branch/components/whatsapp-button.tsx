import { ActionIcon, Button } from '@mantine/core';
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
 * Fixed in place where it is rendered, not in a portal (Mantine's Affix draws its portal only once the app
 * runs): the server's HTML has it, so it shows before the app starts and without JavaScript.
 */
export function WhatsAppButton({ whatsApp, sucursal }: { whatsApp: string; sucursal: string }) {
  if (!whatsApp.trim()) return null;
  return (
    <ActionIcon
      {...linkProps(whatsApp, sucursal)}
      visibleFrom="sm"
      pos="fixed"
      bottom={20}
      right={20}
      size={60}
      radius="xl"
      color={WHATSAPP_GREEN}
      variant="filled"
      style={{ zIndex: 150, boxShadow: '0 6px 18px rgba(0, 0, 0, 0.25)' }}
      data-testid="whatsapp-floating"
    >
      <IconBrandWhatsapp size={34} aria-hidden />
    </ActionIcon>
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
