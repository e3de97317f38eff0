// Per-IP limits cannot be dodged with a made-up X-Forwarded-For; reset mails are capped
// per address whatever the IP; the reset answer does not wait for any database or mail work.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config.ts';
import { buildTestApp, call, createUser, type TestApp } from '../../test/helper.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../../test/smtp-receiver.ts';

const reset = (t: TestApp, email: string, forwardedFor?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/usuarios/verificaremail',
    payload: { email },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
const madeUpIp = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('X-Forwarded-For is ignored unless TRUST_PROXY says so', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { RATE_LIMIT_AUTH_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('limits a client by its real address however many addresses it claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await reset(t, 'x@example.com', madeUpIp(i))).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts each forwarded client address on its own', async () => {
    const a = [];
    for (let i = 0; i < 4; i++) a.push((await reset(t, 'y@example.com', '198.51.100.7')).statusCode);
    expect(a).toEqual([200, 200, 200, 429]);
    expect((await reset(t, 'y@example.com', '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY values', () => {
  it('reads off, hop counts, and addresses or CIDRs, and refuses anything else clearly', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});

describe('reset mails per address, whatever the IP', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    // every request claims a new address, and the server is told to believe it
    t = await buildTestApp({ smtpUrl: smtp.url }, { TRUST_PROXY: 'true', RESET_MAILS_PER_HOUR: '3' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends at most 3 mails an hour to one address, answering every request the same way', async () => {
    const u = await createUser(t.app);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => reset(t, u.email, madeUpIp(i))));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, msg: expect.any(String) });
    }
    await waitForMail(smtp, u.email, /\/reset\//);
    await new Promise((r) => setTimeout(r, 1500)); // time for any further mail to arrive
    expect(smtp.mails.filter((m) => m.to.includes(u.email))).toHaveLength(3);
    // another address has its own allowance
    const other = await createUser(t.app);
    await reset(t, other.email, madeUpIp(99));
    await waitForMail(smtp, other.email, /\/reset\//);
  });
});

describe('reset answer timing', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers a known e-mail while the accounts and tokens tables are locked: no work on the answer path', async () => {
    const u = await createUser(t.app);
    let unlock!: () => void;
    const unlocked = new Promise<void>((r) => {
      unlock = r;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    // Holds the tables (PostgreSQL) or the embedded database's only connection (PGlite) until released.
    const holder = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users, one_time_tokens in access exclusive mode`);
      locked();
      await unlocked;
    });
    await isLocked;
    const [known, unknown] = await Promise.all([reset(t, u.email), reset(t, 'nadie@example.com')]);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(smtp.mails).toHaveLength(0);
    unlock();
    await holder;
    await waitForMail(smtp, u.email, /\/reset\//);
  });
});
