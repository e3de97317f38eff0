// Set-up helpers of the admin specs: data through the real API, images drawn in the browser.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { createEventViaApi, freshDate } from '../events/events-support.ts';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { openAs } from '../support/fixtures.ts';

let seq = 0;
/** A short unique token for names (tests share one database and must not collide). */
export const unique = () => `${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`;

const auth = (token: string) => ({ 'x-auth-token': token });

export async function createPlace(
  request: APIRequestContext,
  token: string,
  fields: Partial<Record<'sucursal' | 'lugarname' | 'email' | 'phone' | 'horario', string>> = {},
) {
  const id = unique();
  const res = await request.post(`${BASE_URL}/api/locates`, {
    headers: auth(token),
    data: { sucursal: `Sucursal ${id}`, lugarname: `sucursal-${id}`, horario: '10:00 a 20:00', ...fields },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { lugar: { uid: string; sucursal: string; lugarname: string } }).lugar;
}

export async function createProduct(request: APIRequestContext, token: string, name: string, precio: number) {
  const res = await request.post(`${BASE_URL}/api/product`, {
    headers: auth(token),
    data: { name, precio, descripcion: '', tipo: 'producto' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A package at `placeId` and one booked event there for `userId` (far enough ahead to be a free slot). */
export async function bookEvent(request: APIRequestContext, token: string, placeId: string, userId: string) {
  const pkg = await request.post(`${BASE_URL}/api/package/${placeId}`, {
    headers: auth(token),
    data: { name: `Paquete ${unique()}`, basico: 8000, grande: 9000, tipo: 'paquete' },
  });
  expect(pkg.ok(), await pkg.text()).toBeTruthy();
  const { paquete } = (await pkg.json()) as { paquete: { uid: string } };
  const days = 30 + Math.floor(Math.random() * 300);
  const res = await request.post(`${BASE_URL}/api/event`, {
    headers: auth(token),
    data: {
      user: userId,
      lugar: placeId,
      paquete: paquete.uid,
      name: 'Cumpleaños de prueba',
      fecha: addDays(todayInMexicoCity(), days),
      turno: 'Matutino',
      personas: 60,
      abonos: [{ abono: 500, metodo: 'Pago en efectivo' }],
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The audit specs' set-up: an event (package basico $12,000) booked by the super_admin for `customer` at a
 * branch of its own, and an admin, Marta Ríos, to change it. */
export async function createEventToAudit(
  request: APIRequestContext,
  names: { customer: { name: string; lastname: string }; branch: string; event: string },
) {
  const staff = await loginSuperAdmin(request);
  const admin = await createAdmin(request, { name: 'Marta', lastname: 'Ríos' });
  const customer = await createActiveUser(request, names.customer);
  const place = await createBranch(request, { name: names.branch });
  const pkg = await createPackage(request, place.uid, { name: 'Fiesta', basico: 12_000, grande: 15_000 });
  const evento = await createEventViaApi(request, staff.token, {
    user: customer.id,
    lugar: place.uid,
    paquete: pkg.uid,
    fecha: freshDate(),
    name: names.event,
  });
  return { staff, admin, evento };
}

/** A real PNG drawn on a canvas in the page: its data URL and its bytes. */
export async function drawPng(page: Page, color = '#ff6900') {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 96, 64);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(16, 16, 32, 32);
    return canvas.toDataURL('image/png');
  }, color);
  return { dataUrl, buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

/** Drops a file on the dropzone the way a browser does on drag and drop (a DataTransfer carrying the file). */
export async function dropImage(page: Page, dataUrl: string, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ url, fileName }) => {
      // the page's CSP forbids fetch('data:…'), so decode the bytes by hand
      const bytes = Uint8Array.from(atob(url.split(',')[1]), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], fileName, { type: 'image/png' }));
      return transfer;
    },
    { url: dataUrl, fileName: name },
  );
  const zone = page.getByTestId('image-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Clicks a switch where a mouse user does: on its visible track (the input itself sits under the thumb). */
export const toggleSwitch = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name, exact: true }) })
    .click();

/** The side menu of the admin area (desktop). */
export const sideMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Administración', exact: true }).first();

/** Opens an admin `path` signed in as `token`. */
export const openAdmin = (page: Page, token: string, path: string) => openAs(page, token, path);

/**
 * More branches than a page of the occupancy report by salón (10), whatever the run made before, the first with a
 * party in the period so it has figures; opens the reports from today to that party's date, signed in as
 * super_admin. The report's occupancy region.
 */
export async function occupancyOfElevenBranches(page: Page, request: APIRequestContext, name: string) {
  const staff = await loginSuperAdmin(request);
  const places = [];
  for (let i = 0; i < 11; i += 1) places.push(await createBranch(request, { name }));
  const customer = await createActiveUser(request);
  const pkg = await createPackage(request, places[0].uid);
  const fecha = freshDate();
  await createEventViaApi(request, staff.token, {
    user: customer.id,
    lugar: places[0].uid,
    paquete: pkg.uid,
    fecha,
    name: 'Fiesta',
  });
  await openAs(page, staff.token, `/admin/reports?desde=${todayInMexicoCity()}&hasta=${fecha}`);
  return page.getByRole('region', { name: 'Ocupación por turno y día de la semana' });
}
