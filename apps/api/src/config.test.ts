import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-env.ts';

const base = { DATA_DIR: '/tmp/salones-config-test', JWT_SECRET: 'x'.repeat(48) };
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('settings are validated at start', () => {
  it('reads good values and defaults', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      LOGIN_MAX_FAILURES: '5',
      SEED_DEMO: 'false',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({ port: 8080, seedDemo: false, logLevel: 'info', trustProxy: false });
    expect(config.rateLimit).toMatchObject({ loginFailures: 5, authPerMinute: 60, resetMailsPerHour: 3 });
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
  });

  it('reads PASSWORD_HASH_CONCURRENCY (default: one fewer than the cores, at least 1) and refuses 0', () => {
    expect(loadConfig({ ...base, PASSWORD_HASH_CONCURRENCY: '3' }).passwordHashConcurrency).toBe(3);
    expect(loadConfig(base).passwordHashConcurrency).toBe(Math.max(1, availableParallelism() - 1));
    expect(problemsOf({ PASSWORD_HASH_CONCURRENCY: '0' })[0]).toMatch(/^PASSWORD_HASH_CONCURRENCY="0": /);
  });

  it('refuses a bad value instead of falling back, naming the setting in Spanish and English', () => {
    const problems = problemsOf({ PORT: 'abc' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT="abc": se esperaba un número entero \(expected a whole number\)/);
  });

  it('reports every bad value at once', () => {
    const problems = problemsOf({
      PORT: '70000',
      LOGIN_MAX_FAILURES: '0',
      SEED_DEMO: 'yes',
      SMTP_URL: 'mail.example.com',
      JWT_SECRET: 'corto',
      LOG_LEVEL: 'verbose',
    });
    expect(problems.map((p) => p.split('=')[0]).sort()).toEqual([
      'JWT_SECRET',
      'LOGIN_MAX_FAILURES',
      'LOG_LEVEL',
      'PORT',
      'SEED_DEMO',
      'SMTP_URL',
    ]);
  });

  it('requires JWT_SECRET with DATABASE_URL, so every instance signs with the same key', () => {
    const { JWT_SECRET: _, ...withoutSecret } = base;
    expect(() => loadConfig({ ...withoutSecret, DATABASE_URL: 'postgres://db/salones' })).toThrow(
      /^Configuración/,
    );
    try {
      loadConfig({ ...withoutSecret, DATABASE_URL: 'postgres://db/salones' });
    } catch (err) {
      expect((err as ConfigError).problems[0]).toMatch(/^JWT_SECRET: obligatorio con DATABASE_URL/);
    }
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/salones' }).databaseUrl).toBe(
      'postgres://db/salones',
    );
  });

  it('reports the settings with their own rules the same way', () => {
    expect(problemsOf({ TRUST_PROXY: 'proxy.example.com' })[0]).toMatch(/^TRUST_PROXY/);
    expect(problemsOf({ REDIS_URL: 'http://localhost' })[0]).toMatch(/^REDIS_URL/);
  });

  it('reads the WhatsApp settings: all four secrets or none (none: off), with their defaults', () => {
    expect(loadConfig(base).whatsapp).toBeNull();
    const four = {
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '123456789012345',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
    };
    expect(loadConfig({ ...base, ...four }).whatsapp).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '123456789012345',
      appSecret: 'app-secret',
      verifyToken: 'verify-me',
      apiUrl: 'https://graph.facebook.com/v25.0',
      templateLanguage: 'es_MX',
      maxPerSecond: 20,
    });
    const custom = loadConfig({
      ...base,
      ...four,
      WHATSAPP_API_URL: 'http://127.0.0.1:4300/v25.0/',
      WHATSAPP_TEMPLATE_LANGUAGE: 'es',
      WHATSAPP_MAX_PER_SECOND: '5',
    }).whatsapp;
    expect(custom).toMatchObject({
      apiUrl: 'http://127.0.0.1:4300/v25.0',
      templateLanguage: 'es',
      maxPerSecond: 5,
    });
    const { WHATSAPP_APP_SECRET: _, ...three } = four;
    expect(problemsOf(three)[0]).toMatch(/^WHATSAPP_APP_SECRET: falta, .*van los cuatro o ninguno/);
    expect(problemsOf({ ...four, WHATSAPP_MAX_PER_SECOND: '0' })[0]).toMatch(/^WHATSAPP_MAX_PER_SECOND="0"/);
    expect(problemsOf({ ...four, WHATSAPP_PHONE_NUMBER_ID: '+52 55' })[0]).toMatch(
      /^WHATSAPP_PHONE_NUMBER_ID/,
    );
  });
});
