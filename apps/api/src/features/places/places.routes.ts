import { placeRoutes } from '@salones/shared/contract/places';
import { MSG } from '@salones/shared/messages';
import { mayManageBranches } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { deletePlace } from './delete-place.ts';
import { getPlace } from './get-place.ts';
import { listPlaces } from './list-places.ts';
import { toPlaceDto } from './places.mapper.ts';
import { createPlace, updatePlace } from './save-place.ts';

const tags = tagsOf('places');

/** docs/product.md §7 /api/locates. Branches are managed by admin and super_admin (docs/architecture.md §3.1). */
export async function registerPlaces(app: FastifyInstance) {
  const deps = app;
  const { db, imageStore } = app;
  const staff = { tags, onRequest: app.allow(mayManageBranches) };

  routeFrom(app, placeRoutes.list, {
    tags,
    handler: async () => ({ ok: true as const, lugares: (await listPlaces({ deps })).map(toPlaceDto) }),
  });

  routeFrom(app, placeRoutes.byName, {
    tags,
    handler: async (request) => {
      const row = await getPlace({ deps, by: { name: request.params.name } });
      return { ok: true as const, lugarData: [toPlaceDto(row)] };
    },
  });

  routeFrom(app, placeRoutes.get, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      lugar: toPlaceDto(await getPlace({ deps, by: { id: request.params.id } })),
    }),
  });

  routeFrom(app, placeRoutes.create, {
    ...staff,
    handler: async (request, reply) => {
      const row = await createPlace(db, request.body);
      return reply.code(201).send({ ok: true as const, lugar: toPlaceDto(row), msg: MSG.placeCreated });
    },
  });

  routeFrom(app, placeRoutes.update, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      lugar: toPlaceDto(await updatePlace(db, request.params.id, request.body)),
    }),
  });

  routeFrom(app, placeRoutes.remove, {
    ...staff,
    handler: async (request, reply) => {
      const row = await deletePlace({ db, store: imageStore, id: request.params.id, request, reply });
      return { ok: true as const, lugar: toPlaceDto(row) };
    },
  });
}
