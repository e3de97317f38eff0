import { describe, expect, it } from 'vitest';
import { mailDestination, startBanner } from './start-banner.ts';

const base = {
  clubName: 'Club Fiestas Infantiles',
  url: 'http://127.0.0.1:3000',
  publicUrl: null,
  generatedLogin: null,
  adminEmail: null,
  smtpUrl: null,
  dataDir: '/srv/salones/data',
};

describe('the banner npm start prints on a terminal', () => {
  it('on a first start: the address, the generated login with its password, where mail goes', () => {
    const lines = startBanner({
      ...base,
      generatedLogin: { email: 'admin@localhost', password: 'Xy7-secreto' },
    });
    const text = lines.join('\n');
    expect(text).toContain('Open:     http://127.0.0.1:3000');
    expect(text).toContain('admin@localhost  password: Xy7-secreto');
    expect(text).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(text).toContain('Mail:     written to /srv/salones/data/mail/*.eml (no SMTP_URL)');
    expect(text).toContain('API docs: http://127.0.0.1:3000/api/docs');
    // short: two rules around a handful of lines, each no wider than the rules
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(lines[0]).toMatch(/^─+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(lines[0].length);
  });

  it('on a later start: no password (it is shown once); with ADMIN_EMAIL, that account', () => {
    expect(startBanner(base).join('\n')).not.toContain('Sign in');
    const text = startBanner({ ...base, adminEmail: 'dueña@example.com' }).join('\n');
    expect(text).toContain('Sign in:  dueña@example.com with ADMIN_PASSWORD');
    expect(text).not.toContain('password:');
  });

  it('names the SMTP server without its user or password, and PUBLIC_URL when it differs', () => {
    expect(mailDestination({ ...base, smtpUrl: 'smtps://ana:muy-secreta@mail.example.com:465' })).toBe(
      'sent through smtps://mail.example.com:465',
    );
    const text = startBanner({ ...base, publicUrl: 'https://fiestas.example.com' }).join('\n');
    expect(text).toContain('Public:   https://fiestas.example.com');
  });
});
