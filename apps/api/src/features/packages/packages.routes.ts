import { packageRoutes } from '@salones/shared/contract/packages';
import { MSG } from '@salones/shared/messages';
import { mayManageBranches } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { addDescriptions, deleteDescription } from './package-descriptions.ts';
import { findPackage, listPackagesOfPlace } from './package-queries.ts';
import { toPackageDetailDto } from './packages.mapper.ts';
import { createPackage, deletePackage, updatePackage } from './save-package.ts';

const tags = tagsOf('packages');

/** docs/product.md §7 /api/package. Listing is public; changes are for admin and super_admin (docs/architecture.md §3.1). */
export async function registerPackages(app: FastifyInstance) {
  const { db } = app;
  const staff = { tags, onRequest: app.allow(mayManageBranches) };

  routeFrom(app, packageRoutes.listOfPlace, {
    tags,
    handler: async (request) => {
      const list = await listPackagesOfPlace(db, request.params.placeId);
      return { ok: true as const, paquetes: list, paquete: list };
    },
  });

  routeFrom(app, packageRoutes.get, {
    tags,
    handler: async (request) => {
      const { dto, place } = await findPackage(db, request.params.id);
      return { ok: true as const, paquete: toPackageDetailDto(dto, place) };
    },
  });

  routeFrom(app, packageRoutes.create, {
    ...staff,
    handler: async (request, reply) => {
      const paquete = await createPackage(db, request.params.placeId, request.body);
      return reply.code(201).send({ ok: true as const, paquete, msg: MSG.packageCreated });
    },
  });

  routeFrom(app, packageRoutes.update, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      paquete: await updatePackage(db, request.params.id, request.body),
    }),
  });

  routeFrom(app, packageRoutes.remove, {
    ...staff,
    handler: async (request) => ({ ok: true as const, paquete: await deletePackage(db, request.params.id) }),
  });

  routeFrom(app, packageRoutes.addDescriptions, {
    ...staff,
    handler: async (request) => {
      const addPaquete = await addDescriptions(db, request.params.packageId, request.body.descripciones);
      return { ok: true as const, addPaquete, msg: `${MSG.descriptionAdded} ${addPaquete.name}` };
    },
  });

  routeFrom(app, packageRoutes.removeDescription, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      descripcion: await deleteDescription(db, request.params.id),
    }),
  });
}
