// Helpers for the public-site journeys (docs/product.md#public-routes).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { firstRequestableDate, LEAD_DAYS } from '@salones/shared/slots';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createFullBranch } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';

export { toast } from '../support/fixtures.ts';

/** A calendar date `days` after today in Mexico City, as the API and the date field write it ('YYYY-MM-DD'). */
export function futureDate(days: number) {
  return { iso: addDays(todayInMexicoCity(), days) };
}

export interface PlaceRef {
  uid: string;
  sucursal: string;
  lugarname: string;
  phone: string;
  whatsApp: string;
  mapaURL: string;
  direccion: string;
}

export async function placeBySlug(request: APIRequestContext, slug: string): Promise<PlaceRef> {
  const res = await request.get(`${BASE_URL}/api/locates/name/${slug}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).lugarData[0];
}

export async function packagesOf(request: APIRequestContext, placeId: string) {
  const res = await request.get(`${BASE_URL}/api/package/${placeId}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).paquetes as { uid: string; name: string; basico: number; grande: number }[];
}

/** Books a slot through the real API as the super_admin (what staff do in the event wizard). */
export async function bookSlot(
  request: APIRequestContext,
  slot: { userId: string; placeId: string; packageId: string; fecha: string; turno: string },
) {
  const sa = await loginSuperAdmin(request);
  const res = await request.post(`${BASE_URL}/api/event`, {
    headers: { 'x-auth-token': sa.token },
    data: {
      user: slot.userId,
      lugar: slot.placeId,
      paquete: slot.packageId,
      name: 'Cumpleaños de Mateo',
      fecha: slot.fecha,
      turno: slot.turno,
      personas: 80,
      abonos: [
        { abono: 1000, metodo: 'Pago en efectivo', fechadePago: todayInMexicoCity(), recibio: sa.user.uid },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * A new branch whose calendar's first offered day (the month it shows first) has its morning taken by a family's
 * event and its afternoon free.
 */
export async function branchWithFirstMorningTaken(request: APIRequestContext, name: string) {
  const b = await createFullBranch(request, name);
  const first = firstRequestableDate(LEAD_DAYS.default);
  await bookForAFamily(request, b, first, 'Matutino');
  return { b, first };
}

/** A new family's event at the branch (its first package) on `fecha`, `turno`. */
export async function bookForAFamily(
  request: APIRequestContext,
  b: Awaited<ReturnType<typeof createFullBranch>>,
  fecha: string,
  turno: string,
) {
  const family = await createActiveUser(request);
  await bookSlot(request, {
    userId: family.id,
    placeId: b.branch.uid,
    packageId: b.packages[0].uid,
    fecha,
    turno,
  });
}

/**
 * Picks a date ('YYYY-MM-DD') and a turno in the branch page's availability form: the browser's own date field
 * and select (decision 015: the form is an island, with or without JavaScript).
 */
export async function fillAvailability(page: Page, opts: { fecha?: string; turno?: string }) {
  const form = page.getByRole('form', { name: 'Consultar disponibilidad' });
  if (opts.fecha) {
    const input = form.getByLabel('Fecha', { exact: true });
    await input.fill(opts.fecha);
    await expect(input).toHaveValue(opts.fecha);
  }
  if (opts.turno) await form.getByRole('combobox', { name: 'Turno' }).selectOption(opts.turno);
  return form;
}

/** At 375 px nothing may scroll sideways (web brief quality bar); the viewport is restored after. */
export async function expectNoSidewaysScroll(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  if (original) await page.setViewportSize(original);
}
