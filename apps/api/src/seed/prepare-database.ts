import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { footerSettings, places, users } from '../db/schema/index.ts';
import { hashPasswordAtStartup } from '../lib/password.ts';
import { seedDemoContent } from './seed-demo.ts';

/** At start: demo content on a new database (unless SEED_DEMO=false), then make sure a super_admin exists. */
export async function prepareDatabase(
  deps: Pick<FastifyInstance, 'db' | 'config' | 'imageStore'>,
  log: FastifyBaseLogger,
) {
  const { db, config } = deps;
  const [{ count: placeCount }] = await db.select({ count: sql<number>`count(*)::int` }).from(places);
  const [{ count: footerCount }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(footerSettings);
  const isNew = placeCount === 0 && footerCount === 0;
  if (isNew && config.seedDemo) {
    await seedDemoContent(deps);
    log.info('demo content added to the new database');
  } else if (footerCount === 0) {
    // The public site always needs a footer row to read and the editor one to update.
    await db.insert(footerSettings).values({});
  }
  await ensureSuperAdmin(deps, log);
}

async function ensureSuperAdmin(
  { db, config }: Pick<FastifyInstance, 'db' | 'config'>,
  log: FastifyBaseLogger,
) {
  if (config.admin) {
    const { email, password, name } = config.admin;
    const passwordHash = await hashPasswordAtStartup(password);
    const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      await db
        .update(users)
        .set({ role: 'super_admin', active: true, passwordHash, sessionVersion: existing.sessionVersion })
        .where(eq(users.id, existing.id));
    } else {
      await db
        .insert(users)
        .values({ name, lastname: '', email, phone: '', passwordHash, role: 'super_admin', active: true });
    }
    return;
  }
  const [any] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
  if (any) return;
  const email = 'admin@localhost';
  const password = randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Administrador',
    lastname: '',
    email,
    phone: '',
    passwordHash: await hashPasswordAtStartup(password),
    role: 'super_admin',
    active: true,
  });
  // Printed once, on the first start of a database with no super_admin.
  log.warn(
    `super_admin created — e-mail: ${email}  password: ${password}  (set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)`,
  );
}
