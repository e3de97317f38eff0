// The storefront's islands (docs/decisions/015), listed once: the name a server-rendered container carries
// (components/island.tsx), and the entry the islands' build makes its chunk from (vite.islands.config.ts), whose
// manifest the server render reads back by that entry (app/ssr/document.ts). No imports: the build's config
// reads this file too.
export const ISLAND_ENTRIES = {
  'add-to-cart': 'src/islands/add-to-cart.ts',
  'account-corner': 'src/islands/account-corner.ts',
  'login-dialog': 'src/islands/login-dialog.ts',
  'cart-link': 'src/islands/cart-link.ts',
  'availability-form': 'src/islands/availability-form.ts',
  'availability-calendar': 'src/islands/availability-calendar.ts',
  'contact-form': 'src/islands/contact-form.ts',
} as const satisfies Record<string, `src/islands/${string}.ts`>;

/** The islands a page may hold: each is one chunk of the islands' build. */
export type IslandName = keyof typeof ISLAND_ENTRIES;

/** The island an entry of the islands' manifest is, by its entry (`src/islands/add-to-cart.ts`); else none. */
export const islandOfEntry = (entry: string): IslandName | undefined =>
  (Object.keys(ISLAND_ENTRIES) as IslandName[]).find((name) => ISLAND_ENTRIES[name] === entry);
