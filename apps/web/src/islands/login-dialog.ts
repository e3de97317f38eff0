// The island of the header's log-in dialog: 'Iniciar sesión' and 'Crear cuenta' without the app
// (docs/decisions/018-login-island.md).
import { LoginDialog } from '../features/auth/components/login-dialog.tsx';
import { islandOf } from './preact-island.ts';

export default islandOf(LoginDialog);
