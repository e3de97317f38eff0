import { AppShell, Center, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { mayUseAdminArea } from '@salones/shared/permissions';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useSession } from '../../lib/session.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminNav } from './admin-nav.tsx';
import './staff-styles.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';

const NAV_BREAKPOINT = 'sm';

/** docs/product.md#admin-routes: only admin and super_admin enter; everyone else goes to '/'. */
export function AdminLayout() {
  const { user, actor, isLoading } = useSession();
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const [drawerOpened, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);

  if (isLoading) {
    return (
      <Center mih="100vh">
        <LoadingSpinner />
      </Center>
    );
  }
  if (!user || !mayUseAdminArea(user)) return <Navigate to="/" replace />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 240,
        breakpoint: NAV_BREAKPOINT,
        collapsed: { mobile: true, desktop: !desktopOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <AdminHeader
          user={user}
          desktopOpened={desktopOpened}
          drawerOpened={drawerOpened}
          onToggleDesktop={toggleDesktop}
          onToggleDrawer={toggleDrawer}
        />
      </AppShell.Header>
      {/* hidden, not only moved away, so a collapsed menu's links leave the tab order */}
      <AppShell.Navbar
        p="sm"
        aria-label="Administración"
        visibleFrom={NAV_BREAKPOINT}
        style={desktopOpened ? undefined : { visibility: 'hidden' }}
      >
        <AdminNav user={user} actor={actor} />
      </AppShell.Navbar>
      {/* phone: the side menu opens as a drawer */}
      <Drawer
        opened={drawerOpened}
        onClose={closeDrawer}
        title="Menú"
        size="80%"
        hiddenFrom={NAV_BREAKPOINT}
        closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
      >
        <nav aria-label="Administración">
          <AdminNav user={user} actor={actor} onNavigate={closeDrawer} />
        </nav>
      </Drawer>
      <AppShell.Main miw={0}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
