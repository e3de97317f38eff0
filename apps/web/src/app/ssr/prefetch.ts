import type { QueryClient } from '@tanstack/react-query';
import { footerQueryOptions } from '../../lib/api/footer.ts';
import { galleryQueryOptions } from '../../lib/api/gallery.ts';
import { packageQueryOptions, placePackagesQueryOptions } from '../../lib/api/packages.ts';
import { placeByNameQueryOptions, placesQueryOptions } from '../../lib/api/places.ts';
import { siteInfoQueryOptions } from '../../lib/api/site.ts';
import { slidesQueryOptions } from '../../lib/api/slides.ts';

/**
 * The public pages the server renders, by their route's path under the public layout ('' = index), with the
 * module Vite built each from (its CSS and JS are linked from the page's <head>, so the page arrives styled
 * and hydrates without waiting for a chunk it already knows it needs). Account pages are not here: they
 * depend on the visitor's session, which lives in the browser (localStorage), so they stay client-rendered.
 */
export const SERVER_RENDERED_PAGES: Record<string, string> = {
  '': 'src/features/home/home-page.tsx',
  descripcion: 'src/features/description/description-page.tsx',
  carrito: 'src/features/cart/cart-page.tsx',
  ':lugarname': 'src/features/branch/branch-page.tsx',
  ':lugarname/:id': 'src/features/package-detail/package-detail-page.tsx',
  '*': 'src/components/not-found-page.tsx',
};

/**
 * The data a public page shows, fetched with the same query options the page's components use, so their
 * useQuery finds it in the cache (on the server, and in the browser after hydration: no second request).
 * fetchQuery throws when a call fails (not for a missing branch or package: those are null).
 */
export async function prefetchPage(
  client: QueryClient,
  page: string,
  params: Record<string, string | undefined>,
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
        ]);
      }
    } else if (page === ':lugarname/:id') {
      await client.fetchQuery(packageQueryOptions(params.id ?? ''));
    }
  };
  await Promise.all([...shell, pageData()]);
}
