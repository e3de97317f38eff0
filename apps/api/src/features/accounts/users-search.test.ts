import { readFileSync } from 'node:fs';
import { normalizeSearch, SEARCH_FOLD, SEARCH_FOLD_SQL } from '@salones/shared/search';
import { eq, sql } from 'drizzle-orm';
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
    await createUser(t.app, { name: 'José Ángel', lastname: 'Núñez Peña', email: 'jan@example.com' });
    await createUser(t.app, { name: 'Jose', lastname: 'Ibanez', email: 'jose.ibanez@example.com' });
    // decomposed accents (NFD), as some keyboards and copy-paste send them
    await createUser(t.app, {
      name: 'Mari\u0301a',
      lastname: 'Zu\u0301n\u0303iga',
      email: 'nfd@example.com',
    });
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

  it('ignores accents and letter case on both sides', async () => {
    const names = async (q: string) =>
      (await search(`q=${encodeURIComponent(q)}`)).users
        .map((u) => `${u.name} ${u.lastname}`.normalize('NFC'))
        .sort();
    expect(await names('maria')).toEqual(['María Fernández', 'María Zúñiga']);
    expect(await names('MARÍA')).toEqual(['María Fernández', 'María Zúñiga']);
    expect(await names('nunez')).toEqual(['José Ángel Núñez Peña']);
    expect(await names('NÚÑEZ pe')).toEqual(['José Ángel Núñez Peña']);
    expect(await names('jose angel nunez')).toEqual(['José Ángel Núñez Peña']);
    expect(await names('josé')).toEqual(['Jose Ibanez', 'José Ángel Núñez Peña']);
    expect(await names('ibáñez')).toEqual(['Jose Ibanez']);
    expect(await names('zuniga')).toEqual(['María Zúñiga']);
    expect(await names('Mari\u0301a fernandez')).toEqual(['María Fernández']);
  });

  it('never matches across the name and the e-mail', async () => {
    // 'Peña' is followed by the e-mail 'jan@…': no query joins them, whatever whitespace it holds
    expect((await search(`q=${encodeURIComponent('pena jan')}`)).total).toBe(0);
    expect((await search(`q=${encodeURIComponent('pena\njan')}`)).total).toBe(0);
    expect((await search(`q=${encodeURIComponent('peña\r\njan@')}`)).total).toBe(0);
    expect((await search('q=jan%40example')).users.map((u) => u.email)).toEqual(['jan@example.com']);
  });

  it('folds stored text in the database exactly as normalizeSearch folds a query', async () => {
    const letters = Object.keys(SEARCH_FOLD).join('');
    const u = await createUser(t.app, {
      name: `Ñandú ${letters}`,
      lastname: 'ÇÃO',
      email: 'fold@example.com',
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row.searchText).toBe(normalizeSearch(`Ñandú ${letters} ÇÃO\nfold@example.com`));
    expect(row.searchText).toMatch(/^nandu [a-z]+ cao\nfold@example\.com$/);
    await t.app.db.delete(users).where(eq(users.id, u.id));
  });

  it('has a migration whose translate lists are the shared map, and a trigram index wherever pg_trgm exists', async () => {
    const migration = readFileSync(new URL('../../../drizzle/0001_user_search.sql', import.meta.url), 'utf8');
    expect(migration).toContain(`'${SEARCH_FOLD_SQL.from}', '${SEARCH_FOLD_SQL.to}'`);
    const db = t.app.db;
    const available = await db.execute(sql`select 1 from pg_available_extensions where name = 'pg_trgm'`);
    const index = await db.execute(sql`select 1 from pg_indexes where indexname = 'users_search_trgm_idx'`);
    expect(index.rows.length).toBe(available.rows.length);
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
    await t.app.db.insert(users).values(many);
    const { users: page, total } = await search('');
    expect(page).toHaveLength(50);
    expect(total).toBe(62);
  });
});
