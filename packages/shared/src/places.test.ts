import { describe, expect, it } from 'vitest';
import {
  extractMapUrl,
  isReservedSlug,
  mapsAppUrl,
  PlaceCreateRequestSchema,
  PlaceUpdateRequestSchema,
  toSlug,
} from './places.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('toSlug', () => {
  it.each([
    ['Coyoacán', 'coyoacan'],
    ['  Ciudad Satélite Norte  ', 'ciudad-satelite-norte'],
    ['Ñuñoa', 'nunoa'],
    ['Plaza / Centro #2', 'plaza-centro-2'],
    ['a -- b', 'a-b'],
    ['!!!', ''],
  ])('%s → %s', (input, slug) => {
    expect(toSlug(input)).toBe(slug);
  });
});

describe('place requests', () => {
  it('normalises the slug and refuses the web app routes', () => {
    expect(PlaceCreateRequestSchema.parse({ sucursal: 'S', lugarname: 'Coyoacán Sur' }).lugarname).toBe(
      'coyoacan-sur',
    );
    expect(isReservedSlug('admin')).toBe(true);
    expect(isReservedSlug('iniciar-sesion')).toBe(true);
    expect(isReservedSlug('registro')).toBe(true);
    expect(isReservedSlug('fiesta')).toBe(true);
    expect(firstMessage(PlaceCreateRequestSchema.safeParse({ sucursal: 'S', lugarname: 'PDF' }))).toBe(
      'Esa dirección web está reservada, elige otra',
    );
  });

  it('answers the spec messages in the spec order', () => {
    expect(
      firstMessage(PlaceCreateRequestSchema.safeParse({ sucursal: '', lugarname: '', email: 'x' })),
    ).toBe('Ingrese nombre de la sucursal');
    expect(
      firstMessage(PlaceCreateRequestSchema.safeParse({ sucursal: 'S', lugarname: '', email: 'x' })),
    ).toBe('Ingrese nombre del lugar(para la dirección web)');
    expect(
      firstMessage(PlaceCreateRequestSchema.safeParse({ sucursal: 'S', lugarname: 's', email: 'x' })),
    ).toBe('El email no es valido');
    expect(
      firstMessage(PlaceCreateRequestSchema.safeParse({ sucursal: 'S', lugarname: 's', phone: '123456789' })),
    ).toBe('El numéro debe contener un minimo de 10 caracteres');
    expect(firstMessage(PlaceUpdateRequestSchema.safeParse({ lugarname: ' ' }))).toBe(
      'url del llugar es obligatoria',
    );
  });

  it('refuses a phone or WhatsApp longer than 20 characters (our own text, spelled número)', () => {
    const long = '1'.repeat(21);
    for (const field of ['phone', 'whatsApp'] as const) {
      expect(
        firstMessage(PlaceCreateRequestSchema.safeParse({ sucursal: 'S', lugarname: 's', [field]: long })),
      ).toBe('El número no puede contener más de 20 caracteres');
    }
    expect(
      PlaceCreateRequestSchema.safeParse({ sucursal: 'S', lugarname: 's', phone: '1'.repeat(20) }).success,
    ).toBe(true);
  });

  it('takes optional fields as blank and lower-cases the e-mail', () => {
    expect(PlaceCreateRequestSchema.parse({ sucursal: 'S', lugarname: 's', email: 'A@B.MX' })).toEqual({
      sucursal: 'S',
      lugarname: 's',
      email: 'a@b.mx',
      phone: '',
      whatsApp: '',
      horario: '',
      direccion: '',
      mapaURL: '',
    });
  });

  it('leaves out of an update the fields not sent', () => {
    expect(PlaceUpdateRequestSchema.parse({ lugarname: 'x', horario: 'h' })).toEqual({
      lugarname: 'x',
      horario: 'h',
    });
  });
});

describe('map addresses', () => {
  it('keeps the src of a pasted iframe and refuses what is not https', () => {
    expect(extractMapUrl('<iframe width="1" src="https://maps.google.com/e?x=1"></iframe>')).toBe(
      'https://maps.google.com/e?x=1',
    );
    expect(
      PlaceCreateRequestSchema.safeParse({ sucursal: 'S', lugarname: 's', mapaURL: 'http://x.mx' }).success,
    ).toBe(false);
    expect(
      PlaceCreateRequestSchema.safeParse({ sucursal: 'S', lugarname: 's', mapaURL: 'https://x.mx/"onload' })
        .success,
    ).toBe(false);
  });
});

describe("mapsAppUrl: the party page's 'Ver mapa' opens the maps app, never the embed", () => {
  const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3763.6!2d-99.17!3d19.35';
  it("searches the address (Google's universal Maps URL) even when the branch has an embed", () => {
    expect(mapsAppUrl({ direccion: 'Av. Universidad 1000, Coyoacán, CDMX', mapaUrl: embed })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Universidad%201000%2C%20Coyoac%C3%A1n%2C%20CDMX',
    );
  });
  it("without an address: the embed's pin as coordinates, a plain map link as it is, else nothing", () => {
    expect(mapsAppUrl({ direccion: ' ', mapaUrl: embed })).toBe(
      'https://www.google.com/maps/search/?api=1&query=19.35%2C-99.17',
    );
    expect(mapsAppUrl({ direccion: '', mapaUrl: 'https://maps.app.goo.gl/abc' })).toBe(
      'https://maps.app.goo.gl/abc',
    );
    expect(mapsAppUrl({ direccion: '', mapaUrl: 'https://www.google.com/maps/embed?pb=!1m2' })).toBeNull();
    expect(mapsAppUrl({ direccion: '', mapaUrl: 'javascript:alert(1)' })).toBeNull();
    expect(mapsAppUrl({ direccion: '', mapaUrl: '' })).toBeNull();
  });
});
