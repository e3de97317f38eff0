import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { footerSettings, places, users } from '../db/schema/index.ts';
import { hashPasswordAtStartup } from '../lib/password.ts';
import { seedDemoContent } from './seed-demo.ts';

/** The super_admin made at start when there was none (and no ADMIN_EMAIL): its password is known only now. */
export type GeneratedLogin = { email: string; password: string };

/**
 * At start: demo content on a new database (unless SEED_DEMO=false), then make sure a super_admin exists.
 * Returns the login it generated, if it made one (server.ts shows it once).
 */
export async function prepareDatabase(
  deps: Pick<FastifyInstance, 'db' | 'config' | 'imageStore'>,
  log: FastifyBaseLogger,
): Promise<GeneratedLogin | null> {
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
  return ensureSuperAdmin(deps);
}

async function ensureSuperAdmin({
  db,
  config,
}: Pick<FastifyInstance, 'db' | 'config'>): Promise<GeneratedLogin | null> {
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
    return null;
  }
  const [any] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
  if (any) return null;
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
  // shown once, on the first start of a database with no super_admin (server.ts)
  return { email, password };
}
