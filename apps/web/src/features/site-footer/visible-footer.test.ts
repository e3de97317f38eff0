import type { FooterDto } from '@salones/shared/footer';
import { describe, expect, it } from 'vitest';
import { visibleFooter } from './visible-footer.ts';

const footer = (over: Partial<FooterDto> = {}): FooterDto =>
  ({
    uid: 'f',
    _id: 'f',
    descripcion: 'Somos un salón',
    direccion: 'Av. 1',
    emailContacto: 'c@x.mx',
    emailTrabajo: 't@x.mx',
    phone1: '5511111111',
    phone2: '5522222222',
    phone3: '',
    urlFacebook: 'https://fb.com/x',
    urlInstagram: '',
    urlTwitter: 'https://x.com/x',
    urlYoutube: 'https://youtube.com/x',
    activeDescripcion: true,
    activeDireccion: true,
    activeContacto: true,
    activeTrabajo: true,
    activePhone1: true,
    activePhone2: true,
    activePhone3: true,
    activeFacebook: true,
    activeInstagram: true,
    activeTwitter: true,
    activeYoutube: true,
    ...over,
  }) as FooterDto;

describe('visibleFooter (docs/product.md#2-screens-and-routes: an item shows only if its flag is on and its value is not blank)', () => {
  it('shows active items with values and hides blank ones', () => {
    const v = visibleFooter(footer());
    expect(v.phones).toEqual(['5511111111', '5522222222']);
    expect(v.social.map((s) => s.network)).toEqual(['Facebook', 'Twitter', 'Youtube']);
    expect(v.descripcion).toBe('Somos un salón');
  });

  it('hides items whose flag is off even when they have a value', () => {
    const v = visibleFooter(
      footer({ activePhone1: false, activeFacebook: false, activeDireccion: false, activeTrabajo: false }),
    );
    expect(v.phones).toEqual(['5522222222']);
    expect(v.social.map((s) => s.network)).not.toContain('Facebook');
    expect(v.direccion).toBeNull();
    expect(v.emailTrabajo).toBeNull();
  });

  it('treats whitespace-only values as blank', () => {
    expect(visibleFooter(footer({ descripcion: '   ', emailContacto: ' ' })).descripcion).toBeNull();
    expect(visibleFooter(footer({ emailContacto: ' ' })).emailContacto).toBeNull();
  });

  it('drops social links that are not http(s) addresses, whatever is stored', () => {
    const v = visibleFooter(
      footer({
        urlFacebook: 'javascript:alert(1)',
        urlInstagram: 'http://instagram.com/x',
        urlTwitter: '//evil.example',
        urlYoutube: 'data:text/html,<script>alert(1)</script>',
      }),
    );
    expect(v.social).toEqual([{ network: 'Instagram', url: 'http://instagram.com/x' }]);
  });
});
