import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../features/site-footer/components/site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useScrollOnNavigation } from './use-scroll-on-navigation.ts';

/**
 * The public shell (docs/product.md#2-screens-and-routes): sticky navbar, the page, and the footer (the
 * 'Contacto' anchor).
 */
export function PublicLayout() {
  useScrollOnNavigation();
  return (
    <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" flex={1}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
