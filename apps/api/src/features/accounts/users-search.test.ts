import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';

describe('GET /api/usuarios search and paging', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin', name: 'Adán' });
    for (const name of [
      'Zeta Gómez',
      'zeta Ruiz',
      'Zeta Álvarez',
      'ZETA Soto',
      'Zeta Pérez',
      'Zeta Díaz',
      'Zeta Luna',
    ]) {
      const [first, last] = name.split(' ');
      await createUser(t.app, { name: first, lastname: last });
    }
    await createUser(t.app, { name: 'María', lastname: 'Fernández', email: 'maria.f@Correo.MX' });
    await createUser(t.app, { name: 'Cien%', lastname: 'Por_ciento' });
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await call(t.app, { url: `/api/usuarios?role=user&${query}`, as: admin });
    expect(res.statusCode).toBe(200);
    return res.json() as { users: { name: string; lastname: string; email: string }[]; total: number };
  };

  it('matches name, last name or e-mail, ignoring letter case', async () => {
    expect((await search('q=zeta')).total).toBe(7);
    expect((await search('q=FERNÁNDEZ')).users.map((u) => u.name)).toEqual(['María']);
    expect((await search('q=CORREO.mx')).users.map((u) => u.email)).toEqual(['maria.f@correo.mx']);
    expect((await search(`q=${encodeURIComponent('maría fer')}`)).total).toBe(1);
    expect((await search('q=nadie-asi')).total).toBe(0);
  });

  it('takes % and _ literally', async () => {
    expect((await search(`q=${encodeURIComponent('%')}`)).users.map((u) => u.name)).toEqual(['Cien%']);
    expect((await search('q=_')).users.map((u) => u.lastname)).toEqual(['Por_ciento']);
  });

  it('pages the results in name order with the total of all pages', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search(`q=zeta&limit=3&page=${page}`)));
    expect(pages.map((p) => p.users.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    const lastnames = pages.flatMap((p) => p.users.map((u) => u.lastname));
    expect(new Set(lastnames).size).toBe(7);
    const pastTheEnd = await search('q=zeta&limit=3&page=4');
    expect(pastTheEnd.users).toEqual([]);
    expect(pastTheEnd.total).toBe(7);
  });

  it('defaults to 50 per page', async () => {
    const passwordHash = await hashPassword('secreto123');
    const many = Array.from({ length: 50 }, (_, i) => ({
      name: `Masivo ${i}`,
      email: `masivo${i}@example.com`,
      passwordHash,
    }));
    await t.app.deps.db.insert(users).values(many);
    const { users: page, total } = await search('');
    expect(page).toHaveLength(50);
    expect(total).toBe(59);
  });
});
