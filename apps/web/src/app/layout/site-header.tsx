import { Box, Burger, CloseButton, Container, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CartLink } from '../../components/cart/cart-link.tsx';
import { Island } from '../../components/island.tsx';
import { AccountArea } from '../../features/auth/components/account-area.tsx';
import { SectionLinks } from './section-links.tsx';
import classes from './site-header.module.css';
import { SiteLogo } from './site-logo.tsx';

/** The phone's menu panel: a native popover, opened by the burger button itself (decision 015). */
const MENU_ID = 'menu-secciones';

/** Whether a popover element is open (`:popover-open`); false where the browser has no popovers. */
const isOpen = (el: HTMLElement | null) => {
  try {
    return !!el?.matches(':popover-open');
  } catch {
    return false;
  }
};

/**
 * docs/product.md#public-shell: sticky navbar; on a phone the section links move into a side panel.
 * The cart's link with its number of packages, beside the account corner.
 *
 * The cart link and the account corner are islands (decision 015): they show this browser's cart and
 * session without the app. The panel is a native popover (`popover` + the burger's `popovertarget`), so the first tap opens it
 * at once, before any app has started or without JavaScript; the browser closes it on Escape or a tap outside.
 * React only follows its state (the burger's cross); a link followed in it closes it (closePopoverOnLink).
 */
export function SiteHeader() {
  const panel = useRef<HTMLDivElement>(null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  // opened before the app hydrated: the burger shows it
  useEffect(() => setDrawerOpened(isOpen(panel.current)), []);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <SiteLogo />
          <Group component="nav" aria-label="Secciones" gap={4} visibleFrom="lg" wrap="nowrap">
            <SectionLinks variant="bar" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Island name="cart-link" component={CartLink} props={{}} />
            <AccountArea />
            <Burger
              opened={drawerOpened}
              popoverTarget={MENU_ID}
              aria-expanded={drawerOpened}
              hiddenFrom="lg"
              color="#6c0e8a"
              aria-label={drawerOpened ? 'Cerrar menú' : 'Abrir menú'}
            />
          </Group>
        </Group>
      </Container>
      <div
        ref={panel}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-label="Menú"
        className={classes.panel}
        onToggle={(event) => setDrawerOpened(event.newState === 'open')}
      >
        <Group justify="space-between" wrap="nowrap" mb="md">
          <SiteLogo />
          <CloseButton
            size="lg"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            aria-label="Cerrar menú"
          />
        </Group>
        <Stack component="nav" aria-label="Secciones" gap={4}>
          <SectionLinks variant="drawer" />
        </Stack>
      </div>
    </Box>
  );
}
