// Helpers of the booking-request specs: a free Saturday and the calendar's gestures.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { formatLongDate } from '@salones/shared/booking-requests';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { freshDate } from '../events/events-support.ts';
import { BASE_URL } from '../support/env.ts';
import { toast } from '../support/fixtures.ts';

/** A Saturday at least `fromDays` ahead (specs make their own branch, so it is free there). */
export function saturdayAhead(fromDays = 10) {
  let date = addDays(todayInMexicoCity(), fromDays);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
  return date;
}

/** A booking request (POST /api/solicitud) made by the customer whose token is `token`; it must be accepted. */
export async function createBookingRequest(
  request: APIRequestContext,
  token: string,
  data: {
    lugar: string;
    paquete: string;
    fecha: string;
    turno: string;
    personas: number;
    comentarios?: string;
    /** '¿Quién cumple años?' */
    festejado?: string;
    edad?: number;
  },
) {
  const res = await request.post(`${BASE_URL}/api/solicitud`, { headers: { 'x-auth-token': token }, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { solicitud: { uid: string } }).solicitud;
}

/**
 * A pending request (60 people, Vespertino, a fresh date) that carries `comentarios`, for the specs
 * that look for a request's comments on the staff screens.
 */
export const requestWithComments = (
  request: APIRequestContext,
  token: string,
  at: { place: { uid: string }; pkg: { uid: string } },
  comentarios: string,
) =>
  createBookingRequest(request, token, {
    lugar: at.place.uid,
    paquete: at.pkg.uid,
    fecha: freshDate(),
    turno: 'Vespertino',
    personas: 60,
    comentarios,
  });

const monthTitle = (date: string) => {
  const text = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Moves the calendar named `grid` to the month of `date` with 'Mes siguiente'. */
export async function showMonthOf(page: Page, grid: string, date: string) {
  const title = monthTitle(date);
  for (let i = 0; i < 13; i++) {
    if (await page.getByRole('grid', { name: `${grid}, ${title}` }).count()) break;
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  }
  const calendar = page.getByRole('grid', { name: `${grid}, ${title}` });
  await expect(calendar).toBeVisible();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  return calendar;
}

/** Opens the branch page and checks how its month calendar (picking: a button per turno) reads `date`'s turnos. */
export async function expectBranchDay(
  page: Page,
  branch: { lugarname: string; sucursal: string },
  date: string,
  turnos: { Matutino: 'Libre' | 'Ocupado'; Vespertino: 'Libre' | 'Ocupado' },
) {
  await page.goto(`/${branch.lugarname}`);
  const calendar = await showMonthOf(page, `Disponibilidad de ${branch.sucursal}`, date);
  for (const turno of ['Matutino', 'Vespertino'] as const)
    await expect(turnoButton(calendar, turno, date, turnos[turno])).toBeVisible();
}

/**
 * The turno button of a picking calendar (the cart's request form, the branch page's), named as a screen reader
 * says it: 'Vespertino, sábado, 12 de diciembre de 2026: Libre' (a closed day: 'Cerrado (its reason)').
 */
export const turnoButton = (page: Page | Locator, turno: string, date: string, state: string) =>
  page.getByRole('button', { name: `${turno}, ${formatLongDate(date)}: ${state}`, exact: true });

/**
 * A family on a branch's page: adds the package `pkgName` to the cart, goes to /carrito and opens its
 * 'Solicitar fecha'; returns that form.
 */
export async function openDateRequest(page: Page, pkgName: string) {
  await page
    .getByTestId('package-card')
    .filter({ hasText: pkgName })
    .getByRole('button', { name: 'Agregar al carrito' })
    .click();
  await expect(toast(page, MSG.cartAdded)).toBeVisible();
  await page.goto('/carrito');
  await page.getByRole('button', { name: `Solicitar fecha para ${pkgName}` }).click();
  return page.getByRole('form', { name: `Solicitar fecha para ${pkgName}` });
}

/** In 'Solicitar fecha': moves its calendar to `date`'s month and picks that day's free `turno`. */
export async function pickFreeTurno(page: Page, branch: { sucursal: string }, date: string, turno: string) {
  await showMonthOf(page, `Elige fecha y turno en ${branch.sucursal}`, date);
  await turnoButton(page, turno, date, 'Libre').click();
}

export { formatLongDate };
