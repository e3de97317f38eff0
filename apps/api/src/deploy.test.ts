// The deployment recipe (Dockerfile, compose.yaml, deploy/Caddyfile; docs/operations.md) holds together. No Docker
// engine runs here, so: the Dockerfile is linted with dockerfile-utils (the Docker language server's
// validator), compose.yaml is parsed and its wiring checked against the files and settings it names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_ROOT } from './paths.ts';

const repo = path.resolve(API_ROOT, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** instructions of the Dockerfile, continuation lines joined, comments dropped */
function instructions(dockerfile: string) {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const all = instructions(text);
  const lastFrom = all.map((i) => i.keyword).lastIndexOf('FROM');
  const final = all.slice(lastFrom);

  it('passes the linter with no warning', () => {
    expect(validate(text)).toEqual([]);
    // the linter does report problems (so an empty list means something)
    expect(validate('FROM node:26\nEXPOSE not-a-port\n').length).toBeGreaterThan(0);
  });

  it('is multi-stage and runs the built server as a non-root user with a health check', () => {
    expect(all.filter((i) => i.keyword === 'FROM').length).toBeGreaterThanOrEqual(2);
    const user = final.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(final.find((i) => i.keyword === 'CMD')?.args).toBe('["node", "apps/api/dist/server.js"]');
    expect(final.find((i) => i.keyword === 'HEALTHCHECK')?.args).toContain('/api/health');
  });

  it('copies into the image what the built server reads at run time', () => {
    const copied = final.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    for (const needed of ['apps/api/dist', 'apps/api/drizzle', 'apps/web/dist', 'apps/web/dist-ssr']) {
      expect(copied.some((args) => args.includes(needed))).toBe(true);
    }
  });

  it('copies the package.json of every workspace before installing', () => {
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    for (const ws of workspaces) expect(text).toContain(`COPY ${ws}/package.json ${ws}/`);
  });

  it('keeps dependencies, build output and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.git']) expect(ignored).toContain(entry);
  });
});

describe('the runtime (the active Node LTS line)', () => {
  it('is one Node major everywhere: .nvmrc, engines, the Dockerfile, @types/node, the API bundle', () => {
    const major = read('.nvmrc').trim();
    expect(major).toMatch(/^\d+$/);
    expect(Number(major)).toBeGreaterThanOrEqual(26);
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.engines.node).toBe(`>=${major}`);
    expect(pkg.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
    expect(read('Dockerfile')).toContain(`ARG NODE_IMAGE=node:${major}-`);
    expect(read('apps/api/scripts/build.mjs')).toContain(`target: 'node${major}'`);
    // CI installs that major and runs everything with it
    expect(read('.ci/run')).toMatch(/npm install --prefix "\$CI_NODE_PREFIX".*"node@\$NODE_MAJOR"/);
    expect(read('.ci/run')).toContain('export PATH="$CI_NODE_PREFIX/node_modules/.bin:$PATH"');
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true });
  const services = compose.services as Record<string, Record<string, unknown>>;

  it('runs two app instances behind a proxy, with PostgreSQL, Redis and MinIO', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['app1', 'app2', 'proxy', 'postgres', 'redis', 'minio']),
    );
    for (const app of ['app1', 'app2']) expect(services[app].build).toBe('.');
  });

  it('gives the instances the settings several instances need (docs/operations.md#one-instance-or-several), pointing at the services of this file', () => {
    const env = services.app1.environment as Record<string, string>;
    expect(services.app2.environment).toEqual(env);
    for (const name of [
      'DATABASE_URL',
      'JWT_SECRET',
      'REDIS_URL',
      'REDIS_PREFIX',
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_REGION',
      'S3_FORCE_PATH_STYLE',
      'TRUST_PROXY',
      'PUBLIC_URL',
      'SMTP_URL',
    ]) {
      expect(env, name).toHaveProperty(name);
    }
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    expect(env.HOST).toBe('0.0.0.0');
  });

  it('mounts only files that exist, and the proxy balances both instances on GET /api/ready', () => {
    for (const service of Object.values(services)) {
      for (const volume of (service.volumes as string[] | undefined) ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('.')) expect(existsSync(path.join(repo, source)), source).toBe(true);
        else expect(compose.volumes, source).toHaveProperty(source);
      }
    }
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });

  it('gives each instance its own /data, shared with no other service (images are in the bucket)', () => {
    const sources = ['app1', 'app2'].map((app) =>
      ((services[app].volumes as string[] | undefined) ?? []).map((v) => v.split(':')[0]),
    );
    for (const [i, own] of sources.entries()) {
      const others = Object.entries(services)
        .filter(([name]) => name !== `app${i + 1}`)
        .flatMap(([, service]) =>
          ((service.volumes as string[] | undefined) ?? []).map((v) => v.split(':')[0]),
        );
      for (const source of own) expect(others, source).not.toContain(source);
    }
  });

  it('documents in docs/configuration.md every setting it uses', () => {
    const settings = read('docs/configuration.md');
    const env = services.app1.environment as Record<string, string>;
    const missing = Object.keys(env).filter((name) => !settings.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

it('the migrations the image copies are there', () => {
  expect(readdirSync(path.join(API_ROOT, 'drizzle')).some((f) => f.endsWith('.sql'))).toBe(true);
});
