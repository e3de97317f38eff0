// docs/product.md#7-the-api-calls /api/package: a branch's party packages and their descriptions.
import { z } from 'zod';
import {
  PackageCreateRequestSchema,
  PackageDescriptionDtoSchema,
  PackageDescriptionsRequestSchema,
  PackageDetailDtoSchema,
  PackageDtoSchema,
  PackageUpdateRequestSchema,
} from '../packages.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const OnePackageResponseSchema = z.object({ ok: z.literal(true), paquete: PackageDtoSchema });

export const packageRoutes = {
  /** the spec's clients read either key: both carry the same list */
  listOfPlace: defineRoute({
    method: 'GET',
    path: '/api/package/{placeId}',
    params: idParams('placeId'),
    response: {
      200: z.object({
        ok: z.literal(true),
        paquetes: z.array(PackageDtoSchema),
        paquete: z.array(PackageDtoSchema),
      }),
    },
  }),
  /** one package with its branch */
  get: defineRoute({
    method: 'GET',
    path: '/api/package/lugar/{id}',
    params: idParams('id'),
    response: { 200: z.object({ ok: z.literal(true), paquete: PackageDetailDtoSchema }) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/package/{placeId}',
    params: idParams('placeId'),
    body: PackageCreateRequestSchema,
    response: { 201: OnePackageResponseSchema.extend({ msg: z.string() }) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/package/{id}',
    params: idParams('id'),
    body: PackageUpdateRequestSchema,
    response: { 200: OnePackageResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/package/{id}',
    params: idParams('id'),
    response: { 200: OnePackageResponseSchema },
  }),
  addDescriptions: defineRoute({
    method: 'POST',
    path: '/api/package/descripcion/{packageId}',
    params: idParams('packageId'),
    body: PackageDescriptionsRequestSchema,
    response: { 200: z.object({ ok: z.literal(true), addPaquete: PackageDtoSchema, msg: z.string() }) },
  }),
  removeDescription: defineRoute({
    method: 'DELETE',
    path: '/api/package/descripcion/{id}',
    params: idParams('id'),
    response: { 200: z.object({ ok: z.literal(true), descripcion: PackageDescriptionDtoSchema }) },
  }),
};
