// The island of the navbar's cart link: its number of packages without the app (docs/decisions/015).
import { CartLink } from '../components/cart/cart-link.tsx';
import { islandOf } from './preact-island.ts';

export default islandOf(CartLink);
