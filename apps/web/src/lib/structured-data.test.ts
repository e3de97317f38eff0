import type { PackageDetailDto, PackageDto } from '@salones/shared/packages';
import type { PlaceDto } from '@salones/shared/places';
import { describe, expect, it } from 'vitest';
import { branchBusiness, packageDetailOffer } from './structured-data.ts';

const place: PlaceDto = {
  uid: 'p1',
  _id: 'p1',
  sucursal: 'Sucursal Centro',
  lugarname: 'centro',
  direccion: 'Av. Reforma 1',
  horario: '',
  phone: '5512345678',
  email: '',
  mapaURL: '',
  whatsApp: '',
  diasAnticipacion: 2,
};
const paquete = {
  uid: 'k1',
  _id: 'k1',
  name: 'Fiesta',
  tipo: '',
  descripcion: '',
  color: '#fff',
  colorTexto: '#000',
  basico: 12_500,
  grande: 16_500,
  descuento: null,
  duracion: '',
  descripciones: [],
  lugar: 'p1',
} as PackageDto;

describe('structured data', () => {
  it('describes a branch as a local business and party venue offering its packages in pesos', () => {
    const ld = branchBusiness(place, [paquete], '/uploads/g.webp');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['LocalBusiness', 'EventVenue'],
      name: 'Sucursal Centro',
      url: '/centro',
      address: { '@type': 'PostalAddress', streetAddress: 'Av. Reforma 1', addressCountry: 'MX' },
      telephone: '5512345678',
      image: '/uploads/g.webp',
    });
    // empty fields are left out rather than written blank
    expect(ld).not.toHaveProperty('email');
    expect(ld).not.toHaveProperty('openingHours');
    const [offer] = ld.makesOffer ?? [];
    expect(offer).toMatchObject({
      '@type': 'Offer',
      name: 'Fiesta',
      url: '/centro/k1',
      price: 12_500,
      priceCurrency: 'MXN',
    });
    expect(
      offer.priceSpecification.map((p) => [
        p.price,
        p.eligibleQuantity.minValue,
        p.eligibleQuantity.maxValue,
      ]),
    ).toEqual([
      [12_500, 50, 100],
      [16_500, 101, 150],
    ]);
  });

  it('describes a package page as its offer, sold by its branch', () => {
    const detail = {
      ...paquete,
      lugar: { uid: 'p1', _id: 'p1', sucursal: 'Sucursal Centro', lugarname: 'centro' },
    };
    const ld = packageDetailOffer(detail as PackageDetailDto);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: 'Fiesta',
      url: '/centro/k1',
    });
    expect(ld.seller).toEqual({
      '@type': ['LocalBusiness', 'EventVenue'],
      name: 'Sucursal Centro',
      url: '/centro',
    });
  });
});
