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

/**
 * When an island is hydrated (app/islands.ts): every one at the first touch, press, key or focus on it (or on
 * what opens it), and a press before it is ready is held for it; some sooner, because they draw what the server
 * could not:
 * - `load`: after the load (the account corner of someone signed in: their account's button);
 * - `cart`: after the load when the cart has packages, else once it changes (the cart's number);
 * - `sign`: at the visitor's first sign anywhere on the page (a touch, a key, the wheel, a mouse move, a scroll)
 *   or once it is in view (the calendar: its month, just below the first screen), in the first pause of their
 *   presses (an island they touch meanwhile comes first).
 * A page left alone runs none of the others: their server HTML is what they show until touched.
 */
export const ISLAND_WAKES: Partial<Record<IslandName, 'load' | 'cart' | 'sign'>> = {
  'account-corner': 'load',
  'cart-link': 'cart',
  'availability-calendar': 'sign',
};

/** The island an entry of the islands' manifest is, by its entry (`src/islands/add-to-cart.ts`); else none. */
export const islandOfEntry = (entry: string): IslandName | undefined =>
  (Object.keys(ISLAND_ENTRIES) as IslandName[]).find((name) => ISLAND_ENTRIES[name] === entry);
