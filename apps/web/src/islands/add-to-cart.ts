// The island of 'Agregar al carrito' (the branch page's cards and the package's page): docs/decisions/015.
import { AddToCart } from '../components/cart/add-to-cart.tsx';
import { islandOf } from './preact-island.ts';

export default islandOf(AddToCart);
