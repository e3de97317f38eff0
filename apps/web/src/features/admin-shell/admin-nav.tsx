import { NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  type Actor,
  type Anyone,
  mayManageSalonesOf,
  mayPublishTerms,
  mayReadAuditLog,
  mayReadFacturas,
  mayUseContentMenus,
  ownBranchOf,
} from '@salones/shared/permissions';
import {
  IconBrandWhatsapp,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconCalendarOff,
  IconCalendarQuestion,
  IconChartBar,
  IconClipboardList,
  IconCreditCard,
  IconFileInvoice,
  IconFileText,
  IconHistory,
  IconHome,
  IconLayoutBottombar,
  IconLogout,
  IconMail,
  IconPackage,
  IconPhoto,
  IconTag,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { LogoutForm } from '../../components/logout-form.tsx';
import { useInvoicingOn } from '../../lib/api/facturas.ts';
import { useWhatsAppOn } from '../../lib/api/whatsapp-consent.ts';
import { OrdersBadge } from './orders-badge.tsx';

const LINKS = [
  { to: '/admin', label: 'Principal', icon: IconHome, end: true },
  { to: '/admin/admins', label: 'Administradores', icon: IconUserShield },
  { to: '/admin/users', label: 'Usuarios', icon: IconUsers },
  { to: '/admin/messages', label: 'Mensajes', icon: IconMail },
  { to: '/admin/orders', label: 'Pedidos', icon: IconCalendarQuestion, badge: OrdersBadge },
  // The families' WhatsApp conversations (both staff roles), while the site sends WhatsApp
  { to: '/admin/whatsapp', label: 'WhatsApp', icon: IconBrandWhatsapp, whatsapp: true },
  // Staff reports (an admin with a branch sees only theirs)
  { to: '/admin/reports', label: 'Reportes', icon: IconChartBar },
  // Online payments (refunds: super_admin)
  { to: '/admin/pagos', label: 'Pagos en línea', icon: IconCreditCard },
  // Every CFDI issued (an admin with a branch: theirs), while the site issues facturas
  {
    to: '/admin/facturas',
    label: 'Facturas',
    icon: IconFileInvoice,
    shownTo: mayReadFacturas,
    facturas: true,
  },
  // Price rules (an admin with a branch: theirs) and promo codes (super_admin)
  { to: '/admin/precios', label: 'Precios', icon: IconTag },
  // The days a branch is closed (an admin with a branch: theirs)
  { to: '/admin/cierres', label: 'Cierres', icon: IconCalendarOff },
  // Events and pending requests on a calendar, for both admin roles
  { to: '/admin/calendar', label: 'Calendario', icon: IconCalendarEvent },
  // Each salón's parties of a day, to print in the morning
  { to: '/admin/dia', label: 'Hoja del día', icon: IconClipboardList },
  // docs/product.md#6-roles-and-permissions / docs/architecture.md#roles: the menu's narrow reading
  { to: '/admin/places', label: 'Sucursales', icon: IconBuildingStore, shownTo: mayUseContentMenus },
  { to: '/admin/slides', label: 'Slides', icon: IconPhoto, shownTo: mayUseContentMenus },
  { to: '/admin/footer', label: 'Footer', icon: IconLayoutBottombar, shownTo: mayUseContentMenus },
  { to: '/admin/products', label: 'Productos', icon: IconPackage, shownTo: mayUseContentMenus },
  // The audit trail of every change
  { to: '/admin/audit', label: 'Bitácora', icon: IconHistory, shownTo: mayReadAuditLog },
  // The contract's terms families accept before paying online
  { to: '/admin/terminos', label: 'Términos', icon: IconFileText, shownTo: mayPublishTerms },
];

type NavEntry = (typeof LINKS)[number] & { end?: boolean; badge?: () => React.ReactNode };

/**
 * 'Salones' of a staff member's own branch, after 'Cierres': those who see no 'Sucursales' entry reach their
 * branch's salones and turnos from here.
 */
function withOwnSalones(links: NavEntry[], actor: Actor | null | undefined): NavEntry[] {
  const own = actor ? ownBranchOf(actor) : null;
  if (!own || !mayManageSalonesOf(actor, own) || mayUseContentMenus(actor)) return links;
  const at = links.findIndex((link) => link.to === '/admin/cierres') + 1;
  const salones: NavEntry = { to: `/admin/salones/${own}`, label: 'Salones', icon: IconBuildingWarehouse };
  return [...links.slice(0, at), salones, ...links.slice(at)];
}

/** The side menu of the admin area: every staff member's entries, and those their rules give them. */
export function AdminNav({
  user,
  actor,
  onNavigate,
}: {
  user: Anyone;
  actor?: Actor | null;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const whatsappOn = useWhatsAppOn();
  const invoicingOn = useInvoicingOn();
  const links = withOwnSalones(
    LINKS.filter(
      (link) =>
        (!link.shownTo || link.shownTo(user)) &&
        (!('whatsapp' in link) || whatsappOn) &&
        (!('facturas' in link) || invoicingOn),
    ),
    actor,
  );
  return (
    <Stack gap={4} h="100%">
      <ScrollArea style={{ flex: 1 }}>
        {links.map(({ to, label, icon: Icon, end, badge: LinkBadge }) => {
          const isActive = end ? pathname === to || pathname === `${to}/` : pathname.startsWith(to);
          return (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              leftSection={<Icon size={18} aria-hidden />}
              rightSection={LinkBadge ? <LinkBadge /> : undefined}
              onClick={onNavigate}
            />
          );
        })}
      </ScrollArea>
      {/* a real form: the server clears the session's cookies and sends home. The drawer is not
          closed first (onNavigate): the page is leaving, and closing could take the form away before its post */}
      <LogoutForm>
        <NavLink
          component="button"
          type="submit"
          label="Cerrar sesión"
          leftSection={<IconLogout size={18} aria-hidden />}
        />
      </LogoutForm>
    </Stack>
  );
}
