import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { galleryImages, packageDescriptions, packages, users } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { multipart, png, uploadedFiles } from '../../test/upload.ts';
import { insertEvent, setupAccounts, setupTestApp } from '../../test/world.ts';

describe('DELETE /api/locates/{id}', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  const remove = (id: string, as: TestUser | null = admin) =>
    call(t.app, { method: 'DELETE', url: `/api/locates/${id}`, as });

  /** A branch with two packages (with descriptions) and two gallery images. */
  async function branchWithContent(lugarname: string) {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/locates',
      as: admin,
      payload: { sucursal: `Sucursal ${lugarname}`, lugarname },
    });
    const placeId: string = created.json().lugar.uid;
    for (const name of ['Paquete A', 'Paquete B']) {
      const pkg = await call(t.app, {
        method: 'POST',
        url: `/api/package/${placeId}`,
        as: admin,
        payload: { name, basico: 1000, grande: 2000 },
      });
      await call(t.app, {
        method: 'POST',
        url: `/api/package/descripcion/${pkg.json().paquete.uid}`,
        as: admin,
        payload: { descripcion: 'Pastel' },
      });
    }
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/gallery/${placeId}`,
        as: admin,
        ...(await multipart({ imagen: await png(40, 40) })),
      });
      expect(res.statusCode).toBe(201);
    }
    return placeId;
  }

  it('refuses anonymous visitors (401) and plain users (403), deleting nothing', async () => {
    const placeId = await branchWithContent('protegida');
    expect((await remove(placeId, null)).statusCode).toBe(401);
    expect((await remove(placeId, user)).statusCode).toBe(403);
    expect((await call(t.app, { url: '/api/locates/name/protegida' })).statusCode).toBe(200);
  });

  it.each(['admin', 'super_admin'] as const)(
    'lets %s delete a branch with its packages, descriptions, gallery rows and files',
    async (role) => {
      const placeId = await branchWithContent(`borrable-${role.replace('_', '-')}`);
      const keep = await uploadedFiles(t.config.dataDir);
      const branchAdmin = await createUser(t.app, { role: 'admin', placeId });
      const packageIds = (await t.app.db.select().from(packages).where(eq(packages.placeId, placeId))).map(
        (p) => p.id,
      );
      const images = (await call(t.app, { url: `/api/gallery/${placeId}` })).json().galeria;

      const res = await remove(placeId, role === 'admin' ? admin : superAdmin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ok: true,
        lugar: { uid: placeId, _id: placeId, sucursal: `Sucursal borrable-${role.replace('_', '-')}` },
      });

      expect((await call(t.app, { url: `/api/locates/${placeId}`, as: admin })).statusCode).toBe(404);
      expect(await t.app.db.select().from(packages).where(eq(packages.placeId, placeId))).toEqual([]);
      for (const id of packageIds) {
        expect(
          await t.app.db.select().from(packageDescriptions).where(eq(packageDescriptions.packageId, id)),
        ).toEqual([]);
      }
      expect(await t.app.db.select().from(galleryImages).where(eq(galleryImages.placeId, placeId))).toEqual(
        [],
      );
      const left = await uploadedFiles(t.config.dataDir);
      for (const image of images) expect(left).not.toContain(image.imagen.replace('/uploads/', ''));
      expect(left).toHaveLength(keep.length - 4);
      const [staff] = await t.app.db.select().from(users).where(eq(users.id, branchAdmin.id));
      expect(staff.placeId).toBeNull();
    },
  );

  it('refuses (409) a branch with a registered event, even a cancelled one, and keeps everything', async () => {
    const placeId = await branchWithContent('con-eventos');
    const customer = await createUser(t.app);
    await insertEvent(t.app, {
      placeId,
      packageName: 'Paquete A',
      customerId: customer.id,
      deletedAt: new Date(),
    });
    const filesBefore = await uploadedFiles(t.config.dataDir);
    const res = await remove(placeId, superAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      msg: 'No se puede eliminar una sucursal con eventos registrados',
    });
    expect((await call(t.app, { url: `/api/package/${placeId}` })).json().paquetes).toHaveLength(2);
    expect((await call(t.app, { url: `/api/gallery/${placeId}` })).json().galeria).toHaveLength(2);
    expect(await uploadedFiles(t.config.dataDir)).toEqual(filesBefore);
  });

  it('answers an unknown branch with 404 and a malformed id with 400', async () => {
    const res = await remove('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No se encontró la sucursal');
    expect((await remove('centro')).statusCode).toBe(400);
  });
});
