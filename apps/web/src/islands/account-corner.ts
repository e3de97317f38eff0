// The island of the navbar's account corner: a signed-in visitor's account menu without the app
// (docs/decisions/015).
import { AccountCorner } from '../features/auth/components/account-corner.tsx';
import { islandOf } from './preact-island.ts';

export default islandOf(AccountCorner);
