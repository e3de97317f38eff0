import type { IsoDate } from '@salones/shared/dates';
import { mayUseAdminArea } from '@salones/shared/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { firstMonthShown } from '../../components/availability-calendar/offered-range.ts';
import { PENDING_REQUESTS_BADGE } from '../../features/admin-shell/orders-badge.tsx';
import { listUsersQueryOptions } from '../../features/admin-users/api/list-users.ts';
import { monthAvailabilityQueryOptions } from '../../lib/api/availability.ts';
import { bookingRequestsQueryOptions } from '../../lib/api/booking-requests.ts';
import { footerQueryOptions } from '../../lib/api/footer.ts';
import { galleryQueryOptions } from '../../lib/api/gallery.ts';
import { packageQueryOptions, placePackagesQueryOptions } from '../../lib/api/packages.ts';
import { placeByNameQueryOptions, placesQueryOptions } from '../../lib/api/places.ts';
import { siteInfoQueryOptions } from '../../lib/api/site.ts';
import { slidesQueryOptions } from '../../lib/api/slides.ts';
import { turnosQueryOptions } from '../../lib/api/turnos.ts';
import { conversationQueryOptions, conversationsQueryOptions } from '../../lib/api/whatsapp.ts';
import { sessionQueryOptions } from '../../lib/session.ts';

/**
 * The public pages the server renders, by their route's path under the public layout ('' = index), with the
 * module Vite built each from (its CSS and JS are linked from the page's <head>, so the page arrives styled
 * and hydrates without waiting for a chunk it already knows it needs). Account pages are not here: they
 * depend on the visitor's session, which lives in the browser (localStorage), so they stay client-rendered.
 * A static path here wins over ':lugarname' in the router, and is in RESERVED_SLUGS (@salones/shared/places) so
 * no branch can be given it.
 */
export const SERVER_RENDERED_PAGES: Record<string, string> = {
  '': 'src/features/home/home-page.tsx',
  descripcion: 'src/features/description/description-page.tsx',
  carrito: 'src/features/cart/cart-page.tsx',
  // The log-in and registration pages and the activation link's page, whose forms work without
  // JavaScript (a branch may take none of these slugs)
  'iniciar-sesion': 'src/features/auth/login-page.tsx',
  registro: 'src/features/auth/login-page.tsx',
  'activar/:token': 'src/features/auth/activate-page.tsx',
  ':lugarname': 'src/features/branch/branch-page.tsx',
  ':lugarname/:id': 'src/features/package-detail/package-detail-page.tsx',
  '*': 'src/components/not-found-page.tsx',
};

/**
 * The data a public page shows, fetched with the same query options the page's components use, so their
 * useQuery finds it in the cache (on the server, and in the browser after hydration: no second request).
 * fetchQuery throws when a call fails (not for a missing branch or package: those are null). `today`: the day
 * (Mexico City) the page is rendered on.
 */
export async function prefetchPage(
  client: QueryClient,
  page: string,
  params: Record<string, string | undefined>,
  today: IsoDate,
): Promise<void> {
  const shell = [client.fetchQuery(siteInfoQueryOptions()), client.fetchQuery(footerQueryOptions())];
  const pageData = async () => {
    if (page === '') {
      await Promise.all([client.fetchQuery(slidesQueryOptions()), client.fetchQuery(placesQueryOptions())]);
    } else if (page === ':lugarname') {
      const place = await client.fetchQuery(placeByNameQueryOptions(params.lugarname ?? ''));
      if (place) {
        await Promise.all([
          client.fetchQuery(placePackagesQueryOptions(place.uid)),
          client.fetchQuery(galleryQueryOptions(place.uid)),
          client.fetchQuery(turnosQueryOptions(place.uid)),
          // the calendar's first month, drawn with its turnos' states; without it (a failed read) the page
          // still renders, the month loading until its island asks for it
          client.prefetchQuery(
            monthAvailabilityQueryOptions(place.uid, firstMonthShown(today, place.diasAnticipacion)),
          ),
        ]);
      }
    } else if (page === ':lugarname/:id') {
      await client.fetchQuery(packageQueryOptions(params.id ?? ''));
    }
  };
  await Promise.all([...shell, pageData()]);
}

/**
 * The staff pages the server renders for a staff session (its cookie: decision 010), by their route's path
 * under /admin, with their module. The rest of /admin stays client-rendered.
 */
export const STAFF_RENDERED_PAGES: Record<string, string> = {
  users: 'src/features/admin-users/users-page.tsx',
  admins: 'src/features/admin-users/admins-page.tsx',
  // the families' WhatsApp conversations, and one of them
  'whatsapp/:id?': 'src/features/admin-whatsapp/whatsapp-page.tsx',
};
/** The layout every staff page is rendered in. */
export const STAFF_LAYOUT = 'src/features/admin-shell/admin-layout.tsx';

/**
 * The session's user and, when staff, what their page shows: the menu's pending requests badge and whether it
 * shows 'WhatsApp' (the site's settings), and the page's first screen. Resolves to whether the session is a staff member's (else the browser renders the page).
 */
export async function prefetchStaffPage(
  client: QueryClient,
  page: string,
  token: string,
  params: Record<string, string | undefined> = {},
): Promise<boolean> {
  const user = await client.fetchQuery(sessionQueryOptions(token));
  if (!mayUseAdminArea(user)) return false;
  const pageData =
    page === 'whatsapp/:id?'
      ? [
          client.fetchQuery(conversationsQueryOptions({ page: 1, noLeidas: false })),
          ...(params.id ? [client.fetchQuery(conversationQueryOptions(params.id))] : []),
        ]
      : [
          client.fetchQuery(
            listUsersQueryOptions({ role: page === 'users' ? 'user' : 'staff', q: '', page: 1 }),
          ),
        ];
  // the site's settings: whether the menu shows 'WhatsApp'
  await Promise.all([
    client.fetchQuery(siteInfoQueryOptions()),
    client.fetchQuery(bookingRequestsQueryOptions(PENDING_REQUESTS_BADGE)),
    ...pageData,
  ]);
  return true;
}
