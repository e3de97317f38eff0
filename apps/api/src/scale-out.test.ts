// The product scaled out, as it runs in production. Three processes of the built server
// (dist/server.js), each with its own PORT and DATA_DIR, on one new PostgreSQL database, the Redis on
// 127.0.0.1:6379 (a key prefix of this run) and an S3 server (s3rver), the same JWT_SECRET — behind a
// round-robin proxy written here (node:http; a refused connection goes to the next instance, as a load
// balancer does). A whole journey goes through the proxy, consecutive requests on different instances;
// one instance is killed (SIGKILL) mid-run: nothing acknowledged is lost, the login lock-out counts across
// instances, and every remaining instance serves the uploaded image. Runs on CI's PostgreSQL pass.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from './test/helper.ts';
import {
  buildTestBundle,
  type ServerProcess,
  startServer,
  stopServer,
  waitReady,
} from './test/server-process.ts';
import {
  deleteRedisKeys,
  redisKeys,
  startS3Server,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from './test/shared-state.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from './test/smtp-receiver.ts';

const serverUrl = process.env.DATABASE_URL;
const INSTANCES = 3;
const LOGIN_MAX_FAILURES = 5;
const ADMIN = { email: 'jefa@salones.example', password: 'clave-de-la-jefa-123' };

/**
 * A round-robin HTTP proxy on loopback: every request goes to the next instance; one whose connection is
 * refused is skipped for the next. Bodies are read whole first, so a skipped attempt can be sent again.
 * `served` lists which instance (index) answered each request.
 */
async function startRoundRobinProxy(ports: number[]) {
  const served: number[] = [];
  let next = 0;
  const forward = (port: number, req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${port}` };
      delete headers.connection;
      delete headers['keep-alive'];
      // a fresh connection per request: no pooled socket to a killed instance
      const upstream = http.request(
        { host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent: false },
        resolve,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (let attempt = 0; attempt < ports.length; attempt++) {
      const i = next++ % ports.length;
      try {
        const answer = await forward(ports[i], req, body);
        served.push(i);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') continue;
        res.writeHead(502).end();
        return;
      }
    }
    res.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(serverUrl)('three built instances behind a round-robin proxy (PostgreSQL, Redis, S3)', () => {
  const prefix = uniqueRedisPrefix();
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let ports: number[];
  let build: Awaited<ReturnType<typeof buildTestBundle>>;
  let db: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let smtp: SmtpReceiver;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;

  beforeAll(async () => {
    [build, db, s3, smtp] = await Promise.all([
      buildTestBundle(),
      freshPostgresDatabase(serverUrl as string),
      startS3Server(),
      startSmtpReceiver(),
    ]);
    // each instance takes a free port itself (PORT 0) and the proxy forwards to the ports they report: a port
    // found free beforehand could be taken by another test's connection before the instance listened on it
    ports = [];
    proxy = await startRoundRobinProxy(ports);
    for (let i = 0; i < INSTANCES; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `salones-scale-${i}-`));
      dataDirs.push(dataDir);
      servers.push(
        startServer(build.bundle, {
          DATA_DIR: dataDir,
          DATABASE_URL: db.url,
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: prefix,
          ...s3.env,
          SMTP_URL: smtp.url,
          PUBLIC_URL: proxy.url,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: 'false',
          LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
          PASSWORD_HASH_CONCURRENCY: '1',
        }),
      );
    }
    ports.push(...(await Promise.all(servers.map((s) => s.port))));
    await Promise.all(servers.map((s) => waitReady(s, 45_000)));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    await proxy?.close();
    await smtp?.close();
    await s3?.close();
    await db?.drop();
    await deleteRedisKeys(prefix);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    build?.remove();
  }, 30_000);

  /** one request through the proxy; JSON in and out, or a FormData body */
  async function api(
    method: string,
    url: string,
    opts: { json?: unknown; form?: FormData; token?: string; base?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (opts.token) headers['x-auth-token'] = opts.token;
    if (opts.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${opts.base ?? proxy.url}${url}`, {
      method,
      headers,
      body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes, checked by the assertions
    let body: Record<string, any> = {};
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, body, text };
  }
  /** a 2xx write, or the test fails with what the instance said */
  async function write(method: string, url: string, opts: Parameters<typeof api>[2], status = 200) {
    const res = await api(method, url, opts);
    expect(res.status, `${method} ${url}: ${res.text}`).toBe(status);
    return res.body;
  }

  it('serves a whole journey spread over the instances, and loses nothing when one is killed', async () => {
    // --- the journey, through the proxy: consecutive requests land on different instances ---
    const email = `ana-${randomBytes(3).toString('hex')}@example.com`;
    const password = 'secreto123';
    const registered = await write(
      'POST',
      '/api/usuarios',
      {
        json: {
          name: 'Ana',
          lastname: 'López',
          email,
          phone: '5512345678',
          password,
          repeatPassword: password,
        },
      },
      201,
    );
    const customerId = registered.user.uid as string;
    const [, secret] = await waitForMail(
      smtp,
      email,
      new RegExp(`${proxy.url}/activar/([A-Za-z0-9_-]+)`),
      10_000,
    );
    await write('PUT', `/api/usuarios/activarusuario/${secret}`, { json: { active: true } });
    const customer = (await write('POST', '/api/auth', { json: { email, password } })).token as string;
    const admin = (await write('POST', '/api/auth', { json: ADMIN })).token as string;

    const form = new FormData();
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#6c0e8a' } })
      .png()
      .toBuffer();
    form.append('imagen', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slide.png');
    const { slide } = await write('POST', '/api/slide', { form, token: admin }, 201);

    const { lugar } = await write(
      'POST',
      '/api/locates',
      { json: { sucursal: 'Sucursal Escala', lugarname: 'escala' }, token: admin },
      201,
    );
    const { paquete } = await write(
      'POST',
      `/api/package/${lugar.uid}`,
      {
        json: {
          name: 'Paquete Fiesta',
          descuento: '',
          color: '#6c0e8a',
          colorTexto: '#ffffff',
          basico: 10000,
          grande: 15000,
          descripcion: 'Todo incluido',
          tipo: 'paquete',
          duracion: '5 horas',
        },
        token: admin,
      },
      201,
    );
    const { evento } = await write(
      'POST',
      '/api/event',
      {
        json: {
          user: customerId,
          lugar: lugar.uid,
          paquete: paquete.uid,
          name: 'Cumpleaños de Sofía',
          fecha: addDays(todayInMexicoCity(), 30).replaceAll('-', '/'),
          turno: 'Matutino',
          personas: 80,
          entrada: '14:00',
          salida: '19:00',
          abonos: [{ abono: 1000, metodo: 'Pago en efectivo' }],
        },
        token: admin,
      },
      201,
    );
    const paid = await write('PUT', `/api/event/abono/${evento.uid}`, {
      json: { abonos: { abono: 2000, metodo: 'Transferencia Electrónica' } },
      token: admin,
    });
    expect(paid.addAbono).toMatchObject({ abonado: 3000, adeudo: 7000 });

    // login failures for the customer's e-mail, one on each instance
    const failLogin = () => api('POST', '/api/auth', { json: { email, password: 'equivocada' } });
    for (let i = 0; i < 3; i++) expect((await failLogin()).status).toBe(400);

    const beforeKill = [...proxy.served];
    expect(beforeKill).toHaveLength(12);
    expect(new Set(beforeKill).size).toBe(INSTANCES);
    for (let i = 1; i < beforeKill.length; i++) expect(beforeKill[i]).not.toBe(beforeKill[i - 1]);

    // --- SIGKILL the instance that acknowledged the payment: no goodbye, no drain ---
    const victim = beforeKill[8]; // the instance that answered the payment, the 9th request
    servers[victim].child.kill('SIGKILL');
    await servers[victim].exited;
    const survivors = [0, 1, 2].filter((i) => i !== victim);

    // every acknowledged write is visible through the proxy, from each remaining instance
    for (let round = 0; round < survivors.length; round++) {
      const user = await api('GET', `/api/usuarios/${customerId}`, { token: admin });
      expect(user.status).toBe(200);
      expect(user.body.userData).toMatchObject({ email, active: true });
      expect((await api('GET', '/api/slide')).body.slide.map((s: { uid: string }) => s.uid)).toEqual([
        slide.uid,
      ]);
      expect((await api('GET', `/api/locates/${lugar.uid}`, { token: admin })).body.lugar.uid).toBe(
        lugar.uid,
      );
      const packages = (await api('GET', `/api/package/${lugar.uid}`)).body;
      expect(JSON.stringify(packages)).toContain(paquete.uid);
      const one = await api('GET', `/api/event/obtener/${evento.uid}`, { token: customer });
      expect(one.status).toBe(200);
      expect(one.body.eventoData).toMatchObject({ abonado: 3000, adeudo: 7000 });
      expect(one.body.eventoData.abonos).toHaveLength(2);
    }
    // and the survivors take new writes
    const paidAgain = await write('PUT', `/api/event/abono/${evento.uid}`, {
      json: { abonos: { abono: 500, metodo: 'Pago en efectivo' } },
      token: admin,
    });
    expect(paidAgain.addAbono).toMatchObject({ abonado: 3500, adeudo: 6500 });

    // the lock-out: 3 failures counted before the kill + 2 now = LOGIN_MAX_FAILURES; then the right
    // password is refused on every remaining instance, asked directly
    for (let i = 0; i < LOGIN_MAX_FAILURES - 3; i++) expect((await failLogin()).status).toBe(400);
    expect((await redisKeys(prefix)).some((k) => k.startsWith(`${prefix}login-failures:`))).toBe(true);
    for (const i of survivors) {
      const res = await api('POST', '/api/auth', {
        json: { email, password },
        base: `http://127.0.0.1:${ports[i]}`,
      });
      expect(res.status, `instance ${i}`).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // the uploaded image (both sizes) answers 200 from every remaining instance, the same bytes
    for (const url of [slide.imagen, slide.thumb] as string[]) {
      const bodies: Buffer[] = [];
      for (const i of survivors) {
        const res = await fetch(`http://127.0.0.1:${ports[i]}${url}`);
        expect(res.status, `instance ${i} ${url}`).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        bodies.push(Buffer.from(await res.arrayBuffer()));
      }
      expect(bodies[0].length).toBeGreaterThan(0);
      expect(bodies[1].equals(bodies[0])).toBe(true);
    }

    // after the kill the proxy skipped the dead instance and every request was answered by a survivor
    const afterKill = proxy.served.slice(beforeKill.length);
    expect(afterKill.length).toBeGreaterThan(10);
    expect(afterKill).not.toContain(victim);
    expect(new Set(afterKill)).toEqual(new Set(survivors));
  }, 60_000);
});
