import { MSG } from '@salones/shared/messages';
import {
  PLACE_MSG,
  PlaceCreateRequestSchema,
  PlaceDtoSchema,
  PlaceUpdateRequestSchema,
  toSlug,
} from '@salones/shared/places';
import { idParams, inputText } from '@salones/shared/schema-helpers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { places } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { deletePlace } from './delete-place.ts';
import { toPlaceDto } from './places.mapper.ts';
import { createPlace, updatePlace } from './save-place.ts';

const tags = ['Sucursales'];
const one = z.object({ ok: z.literal(true), lugar: PlaceDtoSchema });

/** spec §7 /api/locates. Branches are managed by admin and super_admin (DESIGN §3.1). */
export async function registerPlaces(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, imageStore } = app;

  const findPlace = async (id: string) => {
    const [row] = await db.select().from(places).where(eq(places.id, id)).limit(1);
    if (!row) throw notFound(PLACE_MSG.notFound);
    return row;
  };

  r.get(
    '/api/locates',
    {
      schema: {
        tags,
        response: { 200: z.object({ ok: z.literal(true), lugares: z.array(PlaceDtoSchema) }) },
      },
    },
    async () => {
      const rows = await db.select().from(places).orderBy(asc(places.sucursal));
      return { ok: true as const, lugares: rows.map(toPlaceDto) };
    },
  );

  r.get(
    '/api/locates/name/:name',
    {
      schema: {
        tags,
        params: z.object({ name: inputText() }),
        response: { 200: z.object({ ok: z.literal(true), lugarData: z.array(PlaceDtoSchema) }) },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(places)
        .where(eq(places.lugarname, toSlug(request.params.name)))
        .limit(1);
      if (!row) throw notFound(PLACE_MSG.notFound);
      return { ok: true as const, lugarData: [toPlaceDto(row)] };
    },
  );

  r.get(
    '/api/locates/:id',
    { schema: { tags, params: idParams('id'), response: { 200: one } }, onRequest: app.requireStaff },
    async (request) => ({ ok: true as const, lugar: toPlaceDto(await findPlace(request.params.id)) }),
  );

  r.post(
    '/api/locates',
    {
      schema: {
        tags,
        body: PlaceCreateRequestSchema,
        response: { 201: one.extend({ msg: z.string() }) },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const row = await createPlace(db, request.body);
      return reply.code(201).send({ ok: true as const, lugar: toPlaceDto(row), msg: MSG.placeCreated });
    },
  );

  r.put(
    '/api/locates/:id',
    {
      schema: { tags, params: idParams('id'), body: PlaceUpdateRequestSchema, response: { 200: one } },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      ok: true as const,
      lugar: toPlaceDto(await updatePlace(db, request.params.id, request.body)),
    }),
  );

  r.delete(
    '/api/locates/:id',
    { schema: { tags, params: idParams('id'), response: { 200: one } }, onRequest: app.requireStaff },
    async (request, reply) => {
      const row = await deletePlace({ db, store: imageStore, id: request.params.id, request, reply });
      return { ok: true as const, lugar: toPlaceDto(row) };
    },
  );
}
