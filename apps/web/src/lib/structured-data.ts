// schema.org descriptions of the public pages, written as JSON-LD into the server-rendered <head>
// (components/page-meta.tsx): each branch a LocalBusiness and EventVenue, each package an Offer.
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import type { PackageDetailDto, PackageDto } from '@salones/shared/packages';
import type { PlaceDto, PlaceRefDto } from '@salones/shared/places';

const CONTEXT = 'https://schema.org';
const CURRENCY = 'MXN';

/** A package's offer: its price from the smaller attendance band, each band as a price specification. */
export function packageOffer(paquete: Omit<PackageDto, 'lugar'>, lugarname: string) {
  return {
    '@type': 'Offer',
    name: paquete.name,
    ...(paquete.descripcion ? { description: paquete.descripcion } : {}),
    url: `/${lugarname}/${paquete.uid}`,
    price: paquete.basico,
    priceCurrency: CURRENCY,
    priceSpecification: [
      { band: ATTENDANCE_BANDS.basico, price: paquete.basico },
      { band: ATTENDANCE_BANDS.grande, price: paquete.grande },
    ].map(({ band, price }) => ({
      '@type': 'UnitPriceSpecification',
      name: band.label,
      price,
      priceCurrency: CURRENCY,
      eligibleQuantity: {
        '@type': 'QuantitativeValue',
        minValue: band.min,
        maxValue: band.max,
        unitText: 'personas',
      },
    })),
  };
}

/** A branch: a party venue that is also a local business, with its offers when known. */
export function branchBusiness(place: PlaceDto | PlaceRefDto, packages: PackageDto[] = [], image?: string) {
  const full = 'direccion' in place ? place : null;
  return {
    '@context': CONTEXT,
    '@type': ['LocalBusiness', 'EventVenue'],
    name: place.sucursal,
    url: `/${place.lugarname}`,
    ...(full?.direccion
      ? { address: { '@type': 'PostalAddress', streetAddress: full.direccion, addressCountry: 'MX' } }
      : {}),
    ...(full?.phone ? { telephone: full.phone } : {}),
    ...(full?.email ? { email: full.email } : {}),
    ...(full?.horario ? { openingHours: full.horario } : {}),
    ...(image ? { image } : {}),
    ...(packages.length ? { makesOffer: packages.map((p) => packageOffer(p, place.lugarname)) } : {}),
  };
}

/** The package page: its offer, sold by its branch. */
export function packageDetailOffer(paquete: PackageDetailDto) {
  const { makesOffer: _none, '@context': _ctx, ...seller } = branchBusiness(paquete.lugar);
  return { '@context': CONTEXT, ...packageOffer(paquete, paquete.lugar.lugarname), seller };
}
