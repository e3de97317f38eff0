import { createContext, useContext } from 'react';

/** What a page says about itself in the document's <head>. */
export interface PageHead {
  title: string;
  description?: string;
  /** link previews (og:image): an address on this site, e.g. '/uploads/slides/….webp' */
  image?: string;
  /** schema.org objects (LocalBusiness, Offer…), written as JSON-LD by the server render */
  jsonLd?: object[];
  /** the largest image above the fold, preloaded with fetchpriority=high by the server render */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
  /**
   * the longest the server may keep this page rendered, for a page that shows what changes without a change
   * notification (a branch's month of availability: a booking, a hold expiring); else it is kept until its
   * content changes
   */
  keptForMs?: number;
  /** this page is the not-found page: the server answers 404 */
  notFound?: boolean;
}

/**
 * During the server render a collector is provided: the page's head is handed to it (and written into the
 * HTML's <head> by entry-server.tsx) instead of being rendered in the tree.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** Page title and description (React 19 hoists these into <head>); see PageHead for the rest. */
export function PageMeta(head: PageHead) {
  const collect = useContext(PageHeadContext);
  if (collect) {
    collect(head);
    return null;
  }
  return (
    <>
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
    </>
  );
}
