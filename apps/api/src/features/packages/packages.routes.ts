import { MSG } from '@salones/shared/messages';
import {
  PackageCreateRequestSchema,
  PackageDescriptionDtoSchema,
  PackageDescriptionsRequestSchema,
  PackageDetailDtoSchema,
  PackageDtoSchema,
  PackageUpdateRequestSchema,
} from '@salones/shared/packages';
import { idParams } from '@salones/shared/schema-helpers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDescriptions, deleteDescription } from './package-descriptions.ts';
import { findPackage, listPackagesOfPlace } from './package-queries.ts';
import { toPackageDetailDto } from './packages.mapper.ts';
import { createPackage, deletePackage, updatePackage } from './save-package.ts';

const tags = ['Paquetes'];
const one = z.object({ ok: z.literal(true), paquete: PackageDtoSchema });

/** spec §7 /api/package. Listing is public; changes are for admin and super_admin (DESIGN §3.1). */
export async function registerPackages(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const staff = { onRequest: app.requireStaff };

  r.get(
    '/api/package/:placeId',
    {
      schema: {
        tags,
        params: idParams('placeId'),
        // the spec's clients read either key: both carry the same list
        response: {
          200: z.object({
            ok: z.literal(true),
            paquetes: z.array(PackageDtoSchema),
            paquete: z.array(PackageDtoSchema),
          }),
        },
      },
    },
    async (request) => {
      const list = await listPackagesOfPlace(db, request.params.placeId);
      return { ok: true as const, paquetes: list, paquete: list };
    },
  );

  r.get(
    '/api/package/lugar/:id',
    {
      schema: {
        tags,
        params: idParams('id'),
        response: { 200: z.object({ ok: z.literal(true), paquete: PackageDetailDtoSchema }) },
      },
    },
    async (request) => {
      const { dto, place } = await findPackage(db, request.params.id);
      return { ok: true as const, paquete: toPackageDetailDto(dto, place) };
    },
  );

  r.post(
    '/api/package/:placeId',
    {
      ...staff,
      schema: {
        tags,
        params: idParams('placeId'),
        body: PackageCreateRequestSchema,
        response: { 201: one.extend({ msg: z.string() }) },
      },
    },
    async (request, reply) => {
      const paquete = await createPackage(db, request.params.placeId, request.body);
      return reply.code(201).send({ ok: true as const, paquete, msg: MSG.packageCreated });
    },
  );

  r.put(
    '/api/package/:id',
    {
      ...staff,
      schema: { tags, params: idParams('id'), body: PackageUpdateRequestSchema, response: { 200: one } },
    },
    async (request) => ({
      ok: true as const,
      paquete: await updatePackage(db, request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/package/:id',
    { ...staff, schema: { tags, params: idParams('id'), response: { 200: one } } },
    async (request) => ({ ok: true as const, paquete: await deletePackage(db, request.params.id) }),
  );

  r.post(
    '/api/package/descripcion/:packageId',
    {
      ...staff,
      schema: {
        tags,
        params: idParams('packageId'),
        body: PackageDescriptionsRequestSchema,
        response: { 200: z.object({ ok: z.literal(true), addPaquete: PackageDtoSchema, msg: z.string() }) },
      },
    },
    async (request) => {
      const addPaquete = await addDescriptions(db, request.params.packageId, request.body.descripciones);
      return { ok: true as const, addPaquete, msg: `${MSG.descriptionAdded} ${addPaquete.name}` };
    },
  );

  r.delete(
    '/api/package/descripcion/:id',
    {
      ...staff,
      schema: {
        tags,
        params: idParams('id'),
        response: { 200: z.object({ ok: z.literal(true), descripcion: PackageDescriptionDtoSchema }) },
      },
    },
    async (request) => ({ ok: true as const, descripcion: await deleteDescription(db, request.params.id) }),
  );
}
