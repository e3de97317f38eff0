// Terms versions and their acceptance.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { termsAcceptances } from '../../db/schema/index.ts';
import { call, createUser } from '../../test/helper.ts';
import { setupWorld } from '../../test/world.ts';
import { createRequestVia } from './payments.test-support.ts';
import { sha256 } from './terms.ts';

const { t, w } = setupWorld();
const put = (as: { token: string } | null, texto: unknown) =>
  call(t.app, { method: 'PUT', url: '/api/terminos', payload: { texto }, as });
const accept = (as: { token: string } | null, payload: object, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: '/api/terminos/aceptar', payload, as, headers });

describe('terms', () => {
  it('none yet: 404 with a Spanish msg; only a super_admin publishes; empty is 400', async () => {
    const none = await call(t.app, { method: 'GET', url: '/api/terminos' });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe('Aún no hay un contrato publicado');
    expect((await put(w.admin, 'Texto')).statusCode).toBe(403);
    expect((await put(w.customer, 'Texto')).statusCode).toBe(403);
    expect((await put(null, 'Texto')).statusCode).toBe(401);
    const empty = await put(w.superAdmin, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('El texto del contrato es obligatorio');
  });

  it('each changed save is a new version; the same text makes none; older versions stay readable', async () => {
    const v1 = await put(w.superAdmin, 'Cláusula 1. El anticipo no es reembolsable.');
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toMatchObject({
      ok: true,
      nueva: true,
      terminos: { version: 1, autor: 'Carla Master' },
    });
    const same = await put(w.superAdmin, 'Cláusula 1. El anticipo no es reembolsable.');
    expect(same.json()).toMatchObject({ nueva: false, terminos: { version: 1 } });
    const v2 = await put(w.superAdmin, 'Cláusula 1 (nueva).');
    expect(v2.json().terminos.version).toBe(2);
    const current = await call(t.app, { method: 'GET', url: '/api/terminos' });
    expect(current.json().terminos).toMatchObject({ version: 2, texto: 'Cláusula 1 (nueva).' });
    const old = await call(t.app, { method: 'GET', url: '/api/terminos/1' });
    expect(old.json().terminos.texto).toBe('Cláusula 1. El anticipo no es reembolsable.');
    expect((await call(t.app, { method: 'GET', url: '/api/terminos/9' })).statusCode).toBe(404);
  });

  it('the owner accepts the current version: user, time, IP, user agent and SHA-256 kept; stale → 409', async () => {
    const solicitud = await createRequestVia(t.app, w.customer, w);
    const stale = await accept(w.customer, { version: 1, solicitud: solicitud.uid });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('El contrato cambió: lee la versión vigente y acéptala de nuevo');
    const ok = await accept(
      w.customer,
      { version: 2, solicitud: solicitud.uid },
      { 'user-agent': 'Prueba/1.0' },
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().aceptacion).toMatchObject({ version: 2 });
    const [row] = await t.app.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.id, ok.json().aceptacion.uid));
    expect(row).toMatchObject({
      userId: w.customer.id,
      signerName: 'Ana López',
      requestId: solicitud.uid,
      userAgent: 'Prueba/1.0',
      ip: '127.0.0.1',
      sha256: sha256('Cláusula 1 (nueva).'),
    });
  });

  it("another customer's request: 403; unknown: 404; staff cannot accept; no target: 400", async () => {
    const solicitud = await createRequestVia(t.app, w.customer, w);
    const other = await createUser(t.app, { role: 'user' });
    expect((await accept(other, { version: 2, solicitud: solicitud.uid })).statusCode).toBe(403);
    expect(
      (await accept(w.customer, { version: 2, solicitud: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await accept(w.admin, { version: 2, solicitud: solicitud.uid })).statusCode).toBe(403);
    const none = await accept(w.customer, { version: 2 });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Indica la solicitud o el evento del contrato');
  });
});
