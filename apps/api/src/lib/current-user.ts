// The account a request acts as. The auth guards (plugins/auth.ts) set it as `request.currentUser`; the type
// lives here, below plugins/, so that db/ scopes and the modules below the features can take it.
import type { Role } from '@salones/shared/constants';

export interface CurrentUser {
  id: string;
  name: string;
  lastname: string;
  email: string;
  role: Role;
  placeId: string | null;
}
