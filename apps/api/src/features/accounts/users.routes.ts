// Reading and managing accounts (spec §7 "Users and auth", DESIGN §3.1–3.2, §3.12).

import { isStaff } from '@salones/shared/constants';
import { userRoutes } from '@salones/shared/contract/users';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { toUserDto } from './accounts.mapper.ts';
import { deleteUser } from './delete-user.ts';
import { listUsers } from './list-users.ts';
import { updateUser } from './update-user.ts';

export function registerUserRoutes(app: FastifyInstance) {
  const tags = ['usuarios'];
  const { db } = app;

  routeFrom(app, userRoutes.get, {
    tags,
    preHandler: app.authenticate,
    handler: async (request) => {
      const viewer = request.currentUser!;
      // DESIGN §3.2: a role user reads only their own record; staff read all.
      if (!isStaff(viewer.role) && viewer.id !== request.params.id) {
        throw forbidden('No tienes permiso para ver los datos de otro usuario');
      }
      const [row] = await db.select().from(users).where(eq(users.id, request.params.id)).limit(1);
      if (!row) throw notFound('El usuario no existe');
      return { ok: true as const, userData: toUserDto(row) };
    },
  });

  routeFrom(app, userRoutes.list, {
    tags,
    preHandler: app.requireStaff,
    handler: async (request) => {
      const { rows, total } = await listUsers({
        db,
        viewerRole: request.currentUser!.role,
        ...request.query,
      });
      return { ok: true as const, users: rows.map(toUserDto), total };
    },
  });

  routeFrom(app, userRoutes.update, {
    tags,
    preHandler: app.requireStaff,
    handler: async (request) => {
      const row = await updateUser({
        db,
        editor: request.currentUser!,
        userId: request.params.id,
        input: request.body,
      });
      return { ok: true as const, user: toUserDto(row), msg: 'Usuario actualizado' };
    },
  });

  routeFrom(app, userRoutes.remove, {
    tags,
    preHandler: app.requireSuperAdmin,
    handler: async (request) => {
      const row = await deleteUser({ db, editorId: request.currentUser!.id, userId: request.params.id });
      return { ok: true as const, user: toUserDto(row), msg: 'Usuario eliminado' };
    },
  });
}
