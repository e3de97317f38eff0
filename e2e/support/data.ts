// Test data of its own for each spec, made through the real API as the super_admin: branches, packages with
// their description items, gallery images (real PNGs drawn with sharp) and products, each with a unique name,
// so no spec depends on the demo seed's names.
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { loginSuperAdmin } from './api.ts';
import { BASE_URL } from './env.ts';

let seq = 0;
/** A short token no other call of this run returns (names and slugs must not collide in the shared database). */
export const uniqueId = () =>
  `${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 5)}${(seq++).toString(36)}`;

const auth = (token: string) => ({ 'x-auth-token': token });
// One log-in of the super_admin per worker: the set-up calls need no fresh session each.
let staffSession: Promise<string> | undefined;
const staffToken = (request: APIRequestContext) => {
  staffSession ??= loginSuperAdmin(request).then((s) => s.token);
  return staffSession;
};

export interface Branch {
  uid: string;
  sucursal: string;
  lugarname: string;
  direccion: string;
  horario: string;
  phone: string;
  email: string;
  mapaURL: string;
  whatsApp: string;
}

/** A Google Maps embed address, the form staff paste. */
export const MAP_URL = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3000!2d-99.17!3d19.34';

/**
 * A branch named `Sucursal <name> <id>` at slug `<name>-<id>` (name without accents, lower-case in the slug).
 * Without fields it has no phone, WhatsApp, map or address.
 */
export async function createBranch(
  request: APIRequestContext,
  fields: Partial<Omit<Branch, 'uid'>> & { name?: string } = {},
): Promise<Branch> {
  const { name = 'Prueba', ...rest } = fields;
  const id = uniqueId();
  const slug = `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')}-${id}`;
  const res = await request.post(`${BASE_URL}/api/locates`, {
    headers: auth(await staffToken(request)),
    data: { sucursal: `Sucursal ${name} ${id}`, lugarname: slug, ...rest },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { lugar: Branch }).lugar;
}

export interface Package {
  uid: string;
  name: string;
  basico: number;
  grande: number;
}

/** A package at `placeId` (`Paquete <name> <id>`), with its description items when given. */
export async function createPackage(
  request: APIRequestContext,
  placeId: string,
  fields: {
    name?: string;
    basico?: number;
    grande?: number;
    descripcion?: string;
    duracion?: string;
    descripciones?: string[];
  } = {},
): Promise<Package> {
  const token = await staffToken(request);
  const { name = 'Prueba', descripciones = [], ...rest } = fields;
  const res = await request.post(`${BASE_URL}/api/package/${placeId}`, {
    headers: auth(token),
    data: {
      name: `Paquete ${name} ${uniqueId()}`,
      basico: 10_000,
      grande: 14_000,
      tipo: 'paquete',
      color: '#ff6900',
      colorTexto: '#ffffff',
      ...rest,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const pkg = ((await res.json()) as { paquete: Package }).paquete;
  if (descripciones.length > 0) {
    const items = await request.post(`${BASE_URL}/api/package/descripcion/${pkg.uid}`, {
      headers: auth(token),
      data: { descripciones: descripciones.map((descripcion) => ({ descripcion })) },
    });
    expect(items.ok(), await items.text()).toBeTruthy();
  }
  return pkg;
}

/** A real PNG of one colour, made on the fly. */
export const pngOf = (background: string, width = 1200, height = 500) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads a PNG to the branch's gallery (multipart, as the admin screen does). */
export async function addGalleryImage(request: APIRequestContext, placeId: string, background = '#3b82f6') {
  const res = await request.post(`${BASE_URL}/api/gallery/${placeId}`, {
    headers: auth(await staffToken(request)),
    multipart: {
      sucursal: placeId,
      imagen: { name: 'foto.png', mimeType: 'image/png', buffer: await pngOf(background) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { image: { uid: string; imagen: string; thumb: string } }).image;
}

/** A product `<name> <id>` at `precio` pesos (what staff add as an extra in the event wizard). */
export async function createProduct(request: APIRequestContext, precio: number, name = 'Producto') {
  const res = await request.post(`${BASE_URL}/api/product`, {
    headers: auth(await staffToken(request)),
    data: { name: `${name} ${uniqueId()}`, precio, descripcion: '', tipo: 'producto' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { producto: { uid: string; name: string; precio: number } }).producto;
}

/** A branch with WhatsApp, phone, address, map and two packages (the first with description items). */
export async function createFullBranch(request: APIRequestContext, name = 'Completa') {
  const branch = await createBranch(request, {
    name,
    direccion: `Av. Universidad ${Math.floor(Math.random() * 9000) + 1000}, Ciudad de México`,
    horario: 'Lunes a domingo de 10:00 a 20:00',
    phone: '5512345678',
    whatsApp: '5512345678',
    mapaURL: MAP_URL,
  });
  const main = await createPackage(request, branch.uid, {
    name: 'Fiesta',
    basico: 12_500,
    grande: 16_500,
    descripcion: 'Todo para una fiesta infantil.',
    descripciones: ['Salón por 5 horas', 'Pastel y piñata'],
  });
  const second = await createPackage(request, branch.uid, { name: 'Mágico', basico: 18_000, grande: 23_000 });
  return { branch, packages: [main, second] as const };
}

/** Uploads a PNG as a home-page slide; delete it with deleteSlide when the spec is done. */
export async function addSlide(request: APIRequestContext, background = '#8ed1fc') {
  const res = await request.post(`${BASE_URL}/api/slide`, {
    headers: auth(await staffToken(request)),
    multipart: {
      imagen: { name: 'slide.png', mimeType: 'image/png', buffer: await pngOf(background, 1600, 600) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { slide: { uid: string; imagen: string; thumb: string } }).slide;
}

export async function deleteSlide(request: APIRequestContext, id: string) {
  const res = await request.delete(`${BASE_URL}/api/slide/${id}`, {
    headers: auth(await staffToken(request)),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The footer's texts and switches (PUT /api/footer/{id}); fields left out keep their value. */
export type FooterFields = Partial<Record<string, string | boolean>>;

/**
 * Sets the site's one footer (there is no second one to own): the spec that needs known footer contents
 * writes all of them first. Specs run one at a time (workers: 1), so no other spec sees them change midway.
 */
export async function setFooter(request: APIRequestContext, fields: FooterFields) {
  const { footer } = (await (await request.get(`${BASE_URL}/api/footer`)).json()) as {
    footer: { uid: string }[];
  };
  const res = await request.put(`${BASE_URL}/api/footer/${footer[0].uid}`, {
    headers: auth(await staffToken(request)),
    data: fields,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}
