// Every page is lazy-loaded: the public bundle carries no admin code.
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/route-error.tsx';
import { PublicLayout } from './layout/public-layout.tsx';

type PageModule = Promise<Record<string, React.ComponentType>>;
/** `page(() => import('./x'), 'XPage')` → a lazy route whose element is the named export. */
const page = (load: () => PageModule, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

export const routes: RouteObject[] = [
  {
    // The contract prints on a clean page, without the site's navigation
    // (docs/product.md#2-screens-and-routes /pdf/{id}).
    path: '/pdf/:id',
    errorElement: <RouteError />,
    ...page(() => import('../features/contract/contract-page.tsx'), 'ContractPage'),
  },
  {
    path: '/admin',
    errorElement: <RouteError />,
    ...page(() => import('../features/admin-shell/admin-layout.tsx'), 'AdminLayout'),
    children: [
      { index: true, ...page(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage') },
      { path: 'users', ...page(() => import('../features/admin-users/users-page.tsx'), 'UsersPage') },
      { path: 'admins', ...page(() => import('../features/admin-users/admins-page.tsx'), 'AdminsPage') },
      { path: 'places', ...page(() => import('../features/admin-places/places-page.tsx'), 'PlacesPage') },
      {
        path: 'gallery/:id',
        ...page(() => import('../features/admin-gallery/gallery-page.tsx'), 'GalleryPage'),
      },
      {
        path: 'salones/:id',
        ...page(() => import('../features/admin-places/salones-page.tsx'), 'SalonesPage'),
      },
      {
        path: 'package/:id',
        ...page(() => import('../features/admin-packages/packages-page.tsx'), 'PackagesPage'),
      },
      { path: 'slides', ...page(() => import('../features/admin-slides/slides-page.tsx'), 'SlidesPage') },
      { path: 'terminos', ...page(() => import('../features/admin-terms/terms-page.tsx'), 'TermsPage') },
      {
        path: 'pagos',
        ...page(() => import('../features/admin-payments/payments-page.tsx'), 'PaymentsPage'),
      },
      // Every CFDI of a month (while the site issues facturas)
      {
        path: 'facturas',
        ...page(() => import('../features/admin-facturas/facturas-page.tsx'), 'FacturasPage'),
      },
      { path: 'footer', ...page(() => import('../features/admin-footer/footer-page.tsx'), 'FooterPage') },
      {
        path: 'products',
        ...page(() => import('../features/admin-products/products-page.tsx'), 'ProductsPage'),
      },
      {
        path: 'orders',
        ...page(
          () => import('../features/admin-booking-requests/booking-requests-page.tsx'),
          'BookingRequestsPage',
        ),
      },
      {
        path: 'precios',
        ...page(() => import('../features/admin-pricing/pricing-page.tsx'), 'PricingPage'),
      },
      {
        path: 'cierres',
        ...page(() => import('../features/admin-closures/closures-page.tsx'), 'ClosuresPage'),
      },
      // The families' WhatsApp conversations; one of them with its reply box
      {
        path: 'whatsapp/:id?',
        ...page(() => import('../features/admin-whatsapp/whatsapp-page.tsx'), 'WhatsAppPage'),
      },
      { path: 'audit', ...page(() => import('../features/admin-audit/audit-page.tsx'), 'AuditPage') },
      { path: 'reports', ...page(() => import('../features/admin-reports/reports-page.tsx'), 'ReportsPage') },
      {
        path: 'calendar',
        ...page(() => import('../features/admin-calendar/calendar-page.tsx'), 'CalendarPage'),
      },
      {
        path: 'dia/:fecha?',
        ...page(() => import('../features/admin-day-sheet/day-sheet-page.tsx'), 'DaySheetPage'),
      },
      {
        path: 'messages',
        ...page(() => import('../features/admin-messages/messages-page.tsx'), 'MessagesPage'),
      },
      {
        path: 'event/edit/:id',
        ...page(() => import('../features/admin-events/edit-event-page.tsx'), 'EditEventPage'),
      },
      {
        path: 'event/:id',
        ...page(() => import('../features/admin-events/new-event-page.tsx'), 'NewEventPage'),
      },
      {
        path: 'user/:id',
        ...page(() => import('../features/admin-events/user-events-page.tsx'), 'UserEventsPage'),
      },
      { path: '*', ...page(() => import('../components/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page.tsx'), 'HomePage') },
      {
        path: 'descripcion',
        ...page(() => import('../features/description/description-page.tsx'), 'DescriptionPage'),
      },
      { path: 'carrito', ...page(() => import('../features/cart/cart-page.tsx'), 'CartPage') },
      {
        path: 'pedidos',
        ...page(() => import('../features/my-bookings/my-bookings-page.tsx'), 'MyBookingsPage'),
      },
      {
        path: 'pagos/:id',
        ...page(() => import('../features/payment-status/payment-status-page.tsx'), 'PaymentStatusPage'),
      },
      // Rendered by the server too (app/ssr/prefetch.ts)
      // Rendered by the server (app/ssr/prefetch.ts), its 'Activar' a real form
      { path: 'activar/:token', ...page(() => import('../features/auth/activate-page.tsx'), 'ActivatePage') },
      { path: 'reset', ...page(() => import('../features/auth/reset-request-page.tsx'), 'ResetRequestPage') },
      {
        path: 'reset/:token',
        ...page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      // Rendered by the server (app/ssr/prefetch.ts); a reserved slug (RESERVED_SLUGS)
      {
        path: 'iniciar-sesion',
        ...page(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
      },
      // Rendered by the server (app/ssr/prefetch.ts); a reserved slug (RESERVED_SLUGS)
      { path: 'registro', ...page(() => import('../features/auth/login-page.tsx'), 'RegisterPage') },
      { path: ':lugarname', ...page(() => import('../features/branch/branch-page.tsx'), 'BranchPage') },
      {
        path: ':lugarname/:id',
        ...page(() => import('../features/package-detail/package-detail-page.tsx'), 'PackageDetailPage'),
      },
      { path: '*', ...page(() => import('../components/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];
