import { Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CartLink } from '../../components/cart/cart-link.tsx';
import { AccountArea } from '../../features/auth/components/account-area.tsx';
import { SectionLinks } from './section-links.tsx';
import classes from './site-header.module.css';
import { SiteLogo } from './site-logo.tsx';

/**
 * docs/product.md §2 "Public shell": sticky navbar; on a phone the section links move into a drawer. Issue #28.1: the
 * cart's link with its number of packages, beside the account corner.
 */
export function SiteHeader() {
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <SiteLogo />
          <Group component="nav" aria-label="Secciones" gap={4} visibleFrom="lg" wrap="nowrap">
            <SectionLinks variant="bar" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <CartLink />
            <AccountArea />
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="lg"
              color="#6c0e8a"
              aria-label={drawerOpened ? 'Cerrar menú' : 'Abrir menú'}
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="80%"
        hiddenFrom="lg"
        title={<SiteLogo onClick={drawer.close} />}
      >
        <Stack component="nav" aria-label="Secciones" gap={4}>
          <SectionLinks variant="drawer" onNavigate={drawer.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
