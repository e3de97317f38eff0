import { describe, expect, it } from 'vitest';
import { authRoutes } from './accounts.ts';
import { eventRoutes } from './events.ts';
import { toFastifyPath } from './route.ts';

describe('contract paths', () => {
  it('become Fastify paths: {x} → :x', () => {
    expect(toFastifyPath(eventRoutes.listOfCreator.path)).toBe('/api/event/obtener/admin/:adminId');
    expect(toFastifyPath(authRoutes.resetPassword.path)).toBe(
      '/api/usuarios/cambiarPassword/usuario/:secret',
    );
  });
});
