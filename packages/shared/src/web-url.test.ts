import { describe, expect, it } from 'vitest';
import { isWebUrl, sameSitePath } from './web-url.ts';

describe('isWebUrl: only http(s) addresses can become links', () => {
  it.each([
    'https://youtube.com/@fiestas',
    'http://facebook.com/f',
    ' HTTPS://X.COM/a?b=c ',
    'https://例え.jp',
  ])('accepts %s', (v) => expect(isWebUrl(v)).toBe(true));
  it.each([
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox(1)',
    'ftp://example.com/x',
    '//evil.example/x',
    'youtube.com/canal',
    'https:evil.example',
    'https://',
    '',
  ])('refuses %s', (v) => expect(isWebUrl(v)).toBe(false));
});

describe('sameSitePath: where the log-in page may send the visitor back', () => {
  it.each(['/', '/centro', '/centro/abc?x=1#paquetes', '/admin/users', '/carrito?volver=%2F%2Fevil'])(
    'keeps %s',
    (v) => expect(sameSitePath(v)).toBe(v),
  );
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'centro',
    ' /centro',
    '/\t/evil.example',
    '/centro\nLocation: x',
    '/sucursal-ñ',
    '/centro\\x',
    '',
    undefined,
    ['/centro'],
  ])('refuses %s', (v) => expect(sameSitePath(v)).toBeNull());
});
