import { PACKAGE_COLORS } from '@salones/shared/constants';
import type { FastifyInstance } from 'fastify';
import {
  footerSettings,
  galleryImages,
  packageDescriptions,
  packages,
  places,
  products,
  slides,
} from '../db/schema/index.ts';
import type { ImageStore } from '../lib/image-store/index.ts';
import { type ImageKind, removeImage, storeEncodedImage } from '../lib/storage.ts';
import { encodeDemoImages } from './demo-images.ts';

const BRANCHES = [
  {
    sucursal: 'Sucursal Coyoacán',
    lugarname: 'coyoacan',
    direccion: 'Av. Universidad 1500, Coyoacán, Ciudad de México',
    horario: 'Lunes a domingo de 10:00 a 20:00',
    phone: '5512345678',
    email: 'coyoacan@fiestas.mx',
    mapaUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3763.6!2d-99.17!3d19.35',
    whatsApp: '5512345678',
  },
  {
    sucursal: 'Sucursal Satélite',
    lugarname: 'satelite',
    direccion: 'Circuito Centro Comercial 20, Ciudad Satélite, Naucalpan, Edo. Méx.',
    horario: 'Martes a domingo de 11:00 a 21:00',
    phone: '5587654321',
    email: 'satelite@fiestas.mx',
    mapaUrl: '',
    whatsApp: '5587654321',
  },
  {
    sucursal: 'Sucursal Polanco',
    lugarname: 'polanco',
    direccion: 'Av. Presidente Masaryk 300, Polanco, Ciudad de México',
    horario: 'Viernes a domingo de 12:00 a 22:00',
    phone: '',
    email: '',
    mapaUrl: '',
    whatsApp: '',
  },
];

const PACKAGES = [
  {
    name: 'Paquete Fiesta',
    color: '#ff6900',
    // black on this orange reads at 7:1; white only reached 2.9:1 (WCAG AA asks 4.5:1)
    colorTexto: '#000000',
    basico: 1_250_000,
    grande: 1_650_000,
    duracion: '5 horas',
    descripcion: 'Todo lo necesario para una gran fiesta infantil.',
    descripciones: ['Salón por 5 horas', 'Menú para adultos y niños', 'Pastel y piñata', 'Animador'],
  },
  {
    name: 'Paquete Mágico',
    color: '#6c0e8a',
    colorTexto: '#ffffff',
    basico: 1_800_000,
    grande: 2_300_000,
    duracion: '6 horas',
    descripcion: 'Fiesta completa con show de magia y mesa de dulces.',
    descripciones: ['Salón por 6 horas', 'Show de magia', 'Mesa de dulces', 'Refrescos y agua ilimitados'],
  },
];

/** A festive picture (gradient, balloons, confetti) drawn as SVG: no binary files in the repository. */
function partySvg(width: number, height: number, variant: number): string {
  const colors = PACKAGE_COLORS.map((c) => c.value);
  const pick = (i: number) => colors[(i + variant * 3) % colors.length];
  let seed = variant * 7919 + 17;
  // a fixed-seed generator: the demo pictures look the same on every machine
  const rand = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const balloons = Array.from({ length: 6 }, (_, i) => {
    const x = Math.round(width * (0.1 + 0.16 * i + rand() * 0.04));
    const y = Math.round(height * (0.3 + rand() * 0.3));
    const r = Math.round(height * (0.09 + rand() * 0.05));
    return (
      `<path d="M${x} ${y + r * 1.2} q ${r / 3} ${r} 0 ${r * 2}" stroke="#ffffff" stroke-width="3" fill="none"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${Math.round(r * 1.2)}" fill="${pick(i + 2)}" stroke="#ffffff" stroke-width="4"/>`
    );
  }).join('');
  const confetti = Array.from({ length: 60 }, (_, i) => {
    const [x, y] = [Math.round(rand() * width), Math.round(rand() * height)];
    return `<rect x="${x}" y="${y}" width="14" height="8" fill="${pick(i)}" transform="rotate(${Math.round(rand() * 180)} ${x} ${y})"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pick(0)}"/><stop offset="1" stop-color="${pick(1)}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${confetti}${balloons}</svg>`
  );
}

/**
 * Draws and stores the demo images: three slides and three gallery pictures for each of `galleries`
 * branches (encoded in a child process: demo-images.ts).
 */
async function demoImages(store: ImageStore, galleries: number) {
  const pictures: { kind: ImageKind; svg: string }[] = [
    ...[0, 1, 2].map((v) => ({ kind: 'slides' as const, svg: partySvg(1600, 600, v) })),
    ...Array.from({ length: galleries * 3 }, (_, v) => ({
      kind: 'gallery' as const,
      svg: partySvg(960, 640, v + 3),
    })),
  ];
  const encoded = await encodeDemoImages(pictures.map((p) => p.svg));
  const keys: string[] = [];
  for (const [i, { kind }] of pictures.entries()) {
    keys.push(await storeEncodedImage({ store, kind, ...encoded[i] }));
  }
  return { slideKeys: keys.slice(0, 3), galleryKeys: keys.slice(3) };
}

/**
 * Demo content for a new database (docs/configuration.md). The third branch has no packages, photos or phone
 * on purpose.
 */
export async function seedDemoContent({ db, imageStore }: Pick<FastifyInstance, 'db' | 'imageStore'>) {
  const { slideKeys, galleryKeys } = await demoImages(imageStore, 2);
  try {
    await insertDemoRows(db, slideKeys, galleryKeys);
  } catch (err) {
    for (const key of [...slideKeys, ...galleryKeys]) await removeImage(imageStore, key);
    throw err;
  }
}

async function insertDemoRows(db: FastifyInstance['db'], slideKeys: string[], galleryKeys: string[]) {
  const base = Date.now();
  // rows of one statement share now(): step the times so lists keep the order written here
  const at = (i: number) => new Date(base + i);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(places)
      .values(BRANCHES)
      .returning({ id: places.id, lugarname: places.lugarname });
    await tx.insert(slides).values(slideKeys.map((image, i) => ({ image, createdAt: at(i) })));
    await tx
      .insert(galleryImages)
      .values(
        galleryKeys.map((image, i) => ({ placeId: inserted[Math.floor(i / 3)].id, image, createdAt: at(i) })),
      );
    for (const [index, place] of inserted.slice(0, 2).entries()) {
      for (const [j, p] of PACKAGES.entries()) {
        const [pkg] = await tx
          .insert(packages)
          .values({
            placeId: place.id,
            name: p.name,
            color: p.color,
            colorTexto: p.colorTexto,
            basicoCentavos: p.basico,
            grandeCentavos: p.grande,
            duracion: p.duracion,
            descripcion: p.descripcion,
            createdAt: at(index * 10 + j),
          })
          .returning({ id: packages.id });
        await tx
          .insert(packageDescriptions)
          .values(
            p.descripciones.map((descripcion, i) => ({ packageId: pkg.id, descripcion, createdAt: at(i) })),
          );
      }
    }
    await tx.insert(products).values([
      { name: 'Piñata extra', precioCentavos: 45_000, descripcion: 'Piñata de personaje' },
      { name: 'Mesa de dulces', precioCentavos: 150_000, descripcion: 'Para 50 niños' },
      { name: 'Hora extra', precioCentavos: 200_000, descripcion: 'Una hora más de salón' },
    ]);
    await tx.insert(footerSettings).values({
      descripcion:
        'Salones de fiestas infantiles en la Ciudad de México. Hacemos de cada cumpleaños un día inolvidable.',
      direccion: 'Av. Universidad 1500, Coyoacán, Ciudad de México',
      emailContacto: 'contacto@fiestas.mx',
      emailTrabajo: 'empleo@fiestas.mx',
      phone1: '5512345678',
      phone2: '5587654321',
      phone3: '',
      urlFacebook: 'https://facebook.com/',
      urlInstagram: 'https://instagram.com/',
      urlTwitter: '',
      urlYoutube: 'https://youtube.com/',
    });
  });
}
