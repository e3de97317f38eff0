import { placeRoutes } from '@salones/shared/contract/places';
import { MSG } from '@salones/shared/messages';
import { PLACE_MSG, toSlug } from '@salones/shared/places';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { places } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { deletePlace } from './delete-place.ts';
import { toPlaceDto } from './places.mapper.ts';
import { createPlace, updatePlace } from './save-place.ts';

const tags = ['Sucursales'];

/** spec §7 /api/locates. Branches are managed by admin and super_admin (DESIGN §3.1). */
export async function registerPlaces(app: FastifyInstance) {
  const { db, imageStore } = app;
  const staff = { tags, onRequest: app.requireStaff };

  const findPlace = async (id: string) => {
    const [row] = await db.select().from(places).where(eq(places.id, id)).limit(1);
    if (!row) throw notFound(PLACE_MSG.notFound);
    return row;
  };

  routeFrom(app, placeRoutes.list, {
    tags,
    handler: async () => {
      const rows = await db.select().from(places).orderBy(asc(places.sucursal));
      return { ok: true as const, lugares: rows.map(toPlaceDto) };
    },
  });

  routeFrom(app, placeRoutes.byName, {
    tags,
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(places)
        .where(eq(places.lugarname, toSlug(request.params.name)))
        .limit(1);
      if (!row) throw notFound(PLACE_MSG.notFound);
      return { ok: true as const, lugarData: [toPlaceDto(row)] };
    },
  });

  routeFrom(app, placeRoutes.get, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      lugar: toPlaceDto(await findPlace(request.params.id)),
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
