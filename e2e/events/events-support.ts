// Set-up helpers of the events specs: data through the real API, plus a few UI gestures.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addDays, formatDateMx, todayInMexicoCity } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { createActiveUser } from '../support/api.ts';
import { BASE_URL } from '../support/env.ts';

const auth = (token: string) => ({ 'x-auth-token': token });

async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(`${BASE_URL}${path}`, { headers: token ? auth(token) : {} });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as T;
}

/** PUT `data` to the API as `token`'s user; the change must succeed (200). */
export async function putOk(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.put(`${BASE_URL}${path}`, { headers: auth(token), data });
  expect(res.status(), await res.text()).toBe(200);
}

export async function findPlace(request: APIRequestContext, lugarname: string) {
  const { lugares } = await getJson<{ lugares: { uid: string; sucursal: string; lugarname: string }[] }>(
    request,
    '/api/locates',
  );
  const place = lugares.find((p) => p.lugarname === lugarname);
  expect(place, `branch ${lugarname}`).toBeTruthy();
  return place!;
}

/** A branch of its own with one package (basico $10,000, grande $14,000), so slots never collide. */
export async function createPlaceWithPackage(request: APIRequestContext, token: string) {
  const id = `${Date.now().toString(36)}${(++slot).toString(36)}`;
  const res = await request.post(`${BASE_URL}/api/locates`, {
    headers: auth(token),
    data: { sucursal: `Sucursal Eventos ${id}`, lugarname: `eventos-${id}`, direccion: 'Av. Reforma 10' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const place = ((await res.json()) as { lugar: { uid: string; sucursal: string } }).lugar;
  const pkgRes = await request.post(`${BASE_URL}/api/package/${place.uid}`, {
    headers: auth(token),
    data: {
      name: 'Paquete Prueba',
      basico: 10000,
      grande: 14000,
      tipo: 'paquete',
      color: '#ff6900',
      colorTexto: '#ffffff',
    },
  });
  expect(pkgRes.ok(), await pkgRes.text()).toBeTruthy();
  const pkg = ((await pkgRes.json()) as { paquete: { uid: string; name: string } }).paquete;
  return { place, pkg };
}

export async function findPackage(request: APIRequestContext, placeId: string, name: string) {
  const { paquetes } = await getJson<{
    paquetes: { uid: string; name: string; basico: number; grande: number }[];
  }>(request, `/api/package/${placeId}`);
  const pkg = paquetes.find((p) => p.name === name);
  expect(pkg, `package ${name}`).toBeTruthy();
  return pkg!;
}

export const getDashboard = (request: APIRequestContext, token: string) =>
  getJson<{
    eventsCount: number;
    usersCount: number;
    today: EventDto[];
    next15: EventDto[];
    thisMonth: EventDto[];
  }>(request, '/api/event/dashboard/resumen', token);

let slot = 0;
const runOffset = Math.floor(Date.now() / 1000) % 200;
/** A future date no other test of this run uses (one event per branch, date and turno). */
export const freshDate = (from = 30) => addDays(todayInMexicoCity(), from + runOffset + ++slot * 3);
export const tomorrow = () => addDays(todayInMexicoCity(), 1);
export const mx = formatDateMx;

export async function createEventViaApi(
  request: APIRequestContext,
  token: string,
  body: {
    user: string;
    lugar: string;
    paquete: string;
    fecha: string;
    name: string;
    turno?: string;
    personas?: number;
    abono?: number;
  },
) {
  const res = await request.post(`${BASE_URL}/api/event`, {
    headers: auth(token),
    data: {
      user: body.user,
      lugar: body.lugar,
      paquete: body.paquete,
      name: body.name,
      fecha: body.fecha,
      turno: body.turno ?? 'Matutino',
      personas: body.personas ?? 60,
      entrada: '10:00',
      salida: '15:00',
      guisado: 'Tinga de pollo',
      pastel: 'Tres leches',
      comentarios: 'Decoración azul',
      abonos: [{ abono: body.abono ?? 500, metodo: 'Transferencia Electrónica' }],
      adicionales: [{ nombre: 'Globos', piezas: 3, precio: 100 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { evento: EventDto }).evento;
}

/** Twelve events in the next 15 days at a branch of their own (tomorrow … +6, both turnos): more than a
 * dashboard card's first page of 10. */
export async function createTwelveEventsSoon(request: APIRequestContext, token: string) {
  const customer = await createActiveUser(request, { name: 'Paula', lastname: 'Páginas' });
  const { place, pkg } = await createPlaceWithPackage(request, token);
  for (let day = 1; day <= 6; day++) {
    for (const turno of ['Matutino', 'Vespertino']) {
      await createEventViaApi(request, token, {
        user: customer.id,
        lugar: place.uid,
        paquete: pkg.uid,
        fecha: addDays(todayInMexicoCity(), day),
        turno,
        name: `Fiesta ${day} ${turno}`,
      });
    }
  }
}

export { openAs } from '../support/fixtures.ts';

/** A Mantine Select's input: a combobox, or a textbox when searchable. */
export const select = (page: Page, label: string) =>
  page
    .getByRole('combobox', { name: label, exact: true })
    .or(page.getByRole('textbox', { name: label, exact: true }));

/** Opens a Mantine Select by its label and clicks an option. */
export async function pick(page: Page, label: string, option: string) {
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a dd/mm/yyyy date into a Mantine DateInput. */
export async function typeDate(page: Page, label: string, isoDate: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(formatDateMx(isoDate));
  // Not Escape: inside a modal it would close the modal, not only the calendar.
  await input.blur();
  await expect(input).toHaveValue(formatDateMx(isoDate));
}

/** es-MX money as the app shows it, e.g. 15000 → "$15,000.00". */
export const money = (pesos: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(pesos);
