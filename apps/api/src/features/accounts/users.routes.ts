// Reading and managing accounts (docs/product.md#users-and-auth, docs/architecture.md#roles,
// docs/architecture.md#ownership, docs/architecture.md#deleting-keeps-history).

import { ACCOUNT_MSG } from '@salones/shared/accounts';
import { userRoutes } from '@salones/shared/contract/users';
import { mayDeleteUsers, mayManageUsers } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { toConsentDto } from '../../db/whatsapp-consent.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { toUserDto } from './accounts.mapper.ts';
import { deleteUser } from './delete-user.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { updateUser } from './update-user.ts';

export function registerUserRoutes(app: FastifyInstance) {
  const tags = tagsOf('users');
  const { db } = app;

  routeFrom(app, userRoutes.get, {
    tags,
    preHandler: app.authenticate,
    handler: async (request) => {
      const row = await getUser({ deps: app, viewer: request.currentUser!, userId: request.params.id });
      return { ok: true as const, userData: toUserDto(row), avisos: toConsentDto(row) };
    },
  });

  routeFrom(app, userRoutes.list, {
    tags,
    preHandler: app.allow(mayManageUsers),
    handler: async (request) => {
      const { rows, total } = await listUsers({
        db,
        viewer: request.currentUser!,
        ...request.query,
      });
      return { ok: true as const, users: rows.map(toUserDto), total };
    },
  });

  routeFrom(app, userRoutes.update, {
    tags,
    preHandler: app.allow(mayManageUsers),
    handler: async (request) => {
      const row = await updateUser({
        db,
        editor: request.currentUser!,
        userId: request.params.id,
        input: request.body,
      });
      return { ok: true as const, user: toUserDto(row), msg: ACCOUNT_MSG.userUpdated };
    },
  });

  routeFrom(app, userRoutes.remove, {
    tags,
    preHandler: app.allow(mayDeleteUsers),
    handler: async (request) => {
      const row = await deleteUser({ db, editor: request.currentUser!, userId: request.params.id });
      return { ok: true as const, user: toUserDto(row), msg: ACCOUNT_MSG.userDeleted };
    },
  });
}
