import type { Deps } from '../app.ts';
import { footerSettings, packageDescriptions, packages, places, products } from '../db/schema/index.ts';

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
  { name: 'Paquete Fiesta', color: '#ff6900', colorTexto: '#ffffff', basico: 1_250_000, grande: 1_650_000, duracion: '5 horas',
    descripcion: 'Todo lo necesario para una gran fiesta infantil.',
    descripciones: ['Salón por 5 horas', 'Menú para adultos y niños', 'Pastel y piñata', 'Animador'] },
  { name: 'Paquete Mágico', color: '#6c0e8a', colorTexto: '#ffffff', basico: 1_800_000, grande: 2_300_000, duracion: '6 horas',
    descripcion: 'Fiesta completa con show de magia y mesa de dulces.',
    descripciones: ['Salón por 6 horas', 'Show de magia', 'Mesa de dulces', 'Refrescos y agua ilimitados'] },
];

/** Demo content for a new database (DESIGN §2). The third branch has no packages and no phone on purpose. */
export async function seedDemoContent({ db }: Pick<Deps, 'db'>) {
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(places).values(BRANCHES).returning({ id: places.id, lugarname: places.lugarname });
    for (const place of inserted.slice(0, 2)) {
      for (const p of PACKAGES) {
        const [pkg] = await tx
          .insert(packages)
          .values({ placeId: place.id, name: p.name, color: p.color, colorTexto: p.colorTexto, basicoCentavos: p.basico,
            grandeCentavos: p.grande, duracion: p.duracion, descripcion: p.descripcion })
          .returning({ id: packages.id });
        await tx.insert(packageDescriptions).values(p.descripciones.map((descripcion) => ({ packageId: pkg.id, descripcion })));
      }
    }
    await tx.insert(products).values([
      { name: 'Piñata extra', precioCentavos: 45_000, descripcion: 'Piñata de personaje' },
      { name: 'Mesa de dulces', precioCentavos: 150_000, descripcion: 'Para 50 niños' },
      { name: 'Hora extra', precioCentavos: 200_000, descripcion: 'Una hora más de salón' },
    ]);
    await tx.insert(footerSettings).values({
      descripcion: 'Salones de fiestas infantiles en la Ciudad de México. Hacemos de cada cumpleaños un día inolvidable.',
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
