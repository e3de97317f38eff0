import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** PUT /api/usuarios/activarusuario/{token} with { active: true } → { ok, msg } (spec §7). */
export const activateAccount = (token: string) =>
  api<{ ok: true; msg: string }>(`/api/usuarios/activarusuario/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: { active: true },
  });

export const useActivateAccount = () => useApiMutation({ mutationFn: activateAccount });
