import type { Page } from '@playwright/test';
import { CLOSURE_MSG } from '@salones/shared/closures';
import { addDays, formatDateMx, todayInMexicoCity } from '@salones/shared/dates';
import { PROMO_MSG } from '@salones/shared/promo-codes';
import { SLOT_MSG, SURCHARGE_TEXT } from '@salones/shared/slots';
import { pick, select } from '../events/events-support.ts';
import { fillAvailability } from '../public/public-support.ts';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage, uniqueId } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, openAs, test, toast } from '../support/fixtures.ts';
import { picture } from '../support/screenshots.ts';
import { saturdayAhead, showMonthOf, turnoButton } from './booking-support.ts';

// The closure half of the journey: staff close a weekend for a branch with a reason
// on /admin/cierres; a family sees those days 'Cerrado' with the reason on the branch's calendar, and asking
// for one is refused with the API's message; the Saturday surcharge's days carry the calendar's mark. And
// staff edit a promo code on /admin/precios. Screenshots of each screen at the width of the run.
const SHOTS = new URL('../../screenshots/', import.meta.url).pathname;
const shot = (page: Page, name: string, width: number, fullPage = true) =>
  picture(page, { path: `${SHOTS}closures-${name}-${width}.png`, fullPage });

const MOTIVO = 'Cerrado por mantenimiento';
const RULE = 'Precio de fin de semana';

for (const [width, height] of [
  [375, 812],
  [1280, 900],
] as const) {
  test(`closures at ${width}px: staff close a weekend; the family sees 'Cerrado' and is refused; Saturdays cost more`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const staff = await loginSuperAdmin(request);
    const branch = await createBranch(request, { name: `Cierre ${width}` });
    await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });
    const rule = await request.post(`${BASE_URL}/api/reglas-precio`, {
      headers: { 'x-auth-token': staff.token },
      data: { lugar: branch.uid, nombre: RULE, dias: [6], porcentaje: 10 },
    });
    expect(rule.status(), await rule.text()).toBe(201);
    // a weekend within one month (a month's grid shows both days)
    let saturday = saturdayAhead(width === 375 ? 12 : 26);
    if (addDays(saturday, 1).slice(0, 7) !== saturday.slice(0, 7)) saturday = addDays(saturday, 7);
    const sunday = addDays(saturday, 1);
    // in the closed Saturday's month (the calendar shows a month): another Saturday, open, that carries the
    // mark, and a Wednesday, for a closure that is deleted
    const sameMonth = (after: number, before: number) =>
      addDays(saturday, after).slice(0, 7) === saturday.slice(0, 7)
        ? addDays(saturday, after)
        : addDays(saturday, before);
    const otherSaturday = sameMonth(7, -7);
    const wednesday = sameMonth(4, -3);

    // Staff, on the new screen: a refusal first (no reason), then the weekend; a second closure is deleted.
    await openAs(page, staff.token, '/admin/cierres');
    await expect(page.getByRole('heading', { name: 'Cierres', level: 2 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Nuevo cierre' });
    await pick(page, 'Sucursal', branch.sucursal);
    await form.getByLabel('Desde').fill(saturday);
    await expect(form.getByLabel('Hasta')).toHaveValue(saturday);
    await form.getByLabel('Hasta').fill(sunday);
    await form.getByRole('button', { name: 'Agregar cierre' }).click();
    await expect(toast(page, CLOSURE_MSG.motivoRequired)).toBeVisible();
    await form.getByLabel('Motivo').fill(MOTIVO);
    await form.getByRole('button', { name: 'Agregar cierre' }).click();
    await expect(toast(page, CLOSURE_MSG.created)).toBeVisible();
    await expect(form.getByLabel('Motivo')).toHaveValue('');

    // a table from 'sm' up, cards on a phone: either way named 'Cierres'
    const list = page.getByRole(width === 375 ? 'list' : 'table', { name: 'Cierres' });
    const entries = list.getByRole(width === 375 ? 'listitem' : 'row').filter({ hasText: branch.sucursal });
    const weekend = `${formatDateMx(saturday)} – ${formatDateMx(sunday)}`;
    await expect(entries.filter({ hasText: weekend })).toContainText(MOTIVO);

    await form.getByLabel('Desde').fill(wednesday);
    await form.getByLabel('Motivo').fill('Inventario');
    await form.getByRole('button', { name: 'Agregar cierre' }).click();
    await expect(entries.filter({ hasText: 'Inventario' })).toBeVisible();
    await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
    await shot(page, 'screen', width);
    await page
      .getByRole('button', {
        name: `Eliminar el cierre de ${branch.sucursal} del ${formatDateMx(wednesday)}`,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar eliminación' });
    await expect(dialog).toContainText('Inventario');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(entries.filter({ hasText: 'Inventario' })).toHaveCount(0);
    await expect(entries).toHaveCount(1);

    // The family: the branch's calendar shows the weekend closed, with the reason, and Saturdays cost more.
    const family = await createActiveUser(request);
    await openAs(page, family.token, `/${branch.lugarname}`);
    await page.locator('#calendario').scrollIntoViewIfNeeded();
    const calendar = await showMonthOf(page, `Disponibilidad de ${branch.sucursal}`, saturday);
    for (const day of [saturday, sunday])
      for (const turno of ['Matutino', 'Vespertino'])
        await expect(turnoButton(calendar, turno, day, `Cerrado (${MOTIVO})`)).toBeVisible();
    await expect(page.getByTestId('calendar-closed-days')).toContainText(MOTIVO);
    // a Saturday that costs more: its turnos are described by the rule, and the day shows the named mark
    const surcharged = turnoButton(calendar, 'Matutino', otherSaturday, 'Libre');
    await expect(surcharged).toHaveAccessibleDescription(SURCHARGE_TEXT.mark([RULE]));
    await expect(calendar.getByRole('img', { name: SURCHARGE_TEXT.mark([RULE]) }).first()).toBeVisible();
    // the '+' lies beside the day's number, never on it (at 375 px it follows the number on its line). The CSS
    // draws the number (the cell's ::before): measured as a span in its place with its computed style
    const overlap = await surcharged.evaluate((button) => {
      const cell = button.closest('td')!;
      const drawn = getComputedStyle(cell, '::before');
      const digits = document.createElement('span');
      digits.textContent = cell.dataset.day ?? '';
      for (const property of ['display', 'font', 'margin', 'line-height', 'letter-spacing'])
        digits.style.setProperty(property, drawn.getPropertyValue(property));
      const noPseudo = document.createElement('style');
      noPseudo.textContent = 'td[data-measuring]::before { content: none !important; }';
      document.head.append(noPseudo);
      cell.dataset.measuring = '';
      cell.prepend(digits);
      const range = document.createRange();
      range.selectNodeContents(digits);
      const number = range.getBoundingClientRect();
      const mark = cell.querySelector('[role="img"]')!.getBoundingClientRect();
      digits.remove();
      noPseudo.remove();
      delete cell.dataset.measuring;
      return (
        Math.max(0, Math.min(number.right, mark.right) - Math.max(number.left, mark.left)) *
        Math.max(0, Math.min(number.bottom, mark.bottom) - Math.max(number.top, mark.top))
      );
    });
    expect(overlap).toBe(0);
    // a weekday: no mark
    await expect(turnoButton(calendar, 'Matutino', wednesday, 'Libre')).not.toHaveAttribute(
      'aria-describedby',
      /./,
    );
    await expect(page.getByTestId('calendar-legend')).toContainText(SURCHARGE_TEXT.legend);
    await picture(page.locator('#calendario'), { path: `${SHOTS}closures-calendar-${width}.png` });

    // Asking for the closed Saturday: the API's answer, in Spanish, under the form.
    const availability = await fillAvailability(page, { fecha: saturday, turno: 'Vespertino' });
    await availability.getByRole('button', { name: 'Consultar disponibilidad' }).click();
    await expect(page.getByTestId('availability-answer')).toContainText(SLOT_MSG.closed(MOTIVO));
    await expect(page.getByTestId('availability-answer')).toContainText('Sucursal cerrada');
  });

  test(`a promo code edited at ${width}px: the same form filled in; the API's refusal, then saved`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const staff = await loginSuperAdmin(request);
    const codigo = `EDITA${uniqueId().toUpperCase()}`.replace(/[^A-Z0-9]/g, '').slice(0, 20);
    const today = todayInMexicoCity();
    const created = await request.post(`${BASE_URL}/api/promociones`, {
      headers: { 'x-auth-token': staff.token },
      data: { codigo, porcentaje: 10, desde: today, hasta: addDays(today, 5), usosMaximos: 20 },
    });
    expect(created.status(), await created.text()).toBe(201);

    await openAs(page, staff.token, '/admin/precios');
    await page.getByRole('button', { name: `Editar el código ${codigo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editar el código ${codigo}` });
    // (the form inside is named 'Editar el código …' too: the field by its role)
    await expect(dialog.getByRole('textbox', { name: 'Código' })).toHaveValue(codigo);
    await expect(dialog.getByLabel('Porcentaje')).toHaveValue('10');
    await expect(dialog.getByLabel('Desde')).toHaveValue(today);
    await expect(dialog.getByLabel('Usos máximos')).toHaveValue('20');
    // the viewport: a full-page picture misplaces the modal's fixed overlay
    await shot(page, 'promo-edit', width, false);

    // the end before the start: the API says so and the form keeps what was typed
    await dialog.getByLabel('Hasta').fill(addDays(today, -1));
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, PROMO_MSG.rangeReversed)).toBeVisible();
    await expect(dialog.getByLabel('Hasta')).toHaveValue(addDays(today, -1));

    await dialog.getByLabel('Hasta').fill(addDays(today, 30));
    await dialog.getByLabel('Porcentaje').fill('15');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, PROMO_MSG.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('table', { name: 'Códigos de promoción' })
      .getByRole('row')
      .filter({ hasText: codigo });
    await expect(row).toContainText('15 %');
    await expect(row).toContainText(formatDateMx(addDays(today, 30)));
    await expect(row).toContainText('0 de 20');
  });
}

test('an admin with a branch closes only theirs: the branch is fixed, and every branch’s closures have no Eliminar', async ({
  page,
  request,
}) => {
  const staff = { 'x-auth-token': (await loginSuperAdmin(request)).token };
  const branch = await createBranch(request, { name: 'Cierre admin' });
  const admin = await createAdmin(request);
  const assigned = await request.put(`${BASE_URL}/api/usuarios/${admin.id}`, {
    headers: staff,
    data: {
      name: admin.name,
      lastname: admin.lastname,
      email: admin.email,
      phone: admin.phone,
      active: true,
      role: 'admin',
      lugar: branch.uid,
    },
  });
  expect(assigned.ok(), await assigned.text()).toBeTruthy();
  const day = addDays(todayInMexicoCity(), 300);
  const festivo = `Día festivo ${uniqueId()}`;
  const forAll = await request.post(`${BASE_URL}/api/cierres`, {
    headers: staff,
    data: { desde: day, hasta: day, motivo: festivo },
  });
  expect(forAll.status(), await forAll.text()).toBe(201);
  try {
    await openAs(page, admin.token, '/admin/cierres');
    await expect(select(page, 'Sucursal')).toBeDisabled();
    await expect(select(page, 'Sucursal')).toHaveValue(branch.sucursal);
    const rows = page.getByRole('table', { name: 'Cierres' }).getByRole('row');
    const everyBranch = rows.filter({ hasText: festivo });
    await expect(everyBranch).toContainText('Todas las sucursales');
    await expect(everyBranch.getByRole('button')).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Nuevo cierre' });
    await form.getByLabel('Desde').fill(addDays(day, 1));
    await form.getByLabel('Motivo').fill('Fumigación');
    await form.getByRole('button', { name: 'Agregar cierre' }).click();
    await expect(toast(page, CLOSURE_MSG.created)).toBeVisible();
    const own = rows.filter({ hasText: 'Fumigación' });
    await expect(own).toContainText(branch.sucursal);
    await own.getByRole('button', { name: /^Eliminar el cierre/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, CLOSURE_MSG.deleted)).toBeVisible();
    await expect(own).toHaveCount(0);
  } finally {
    // a closure of every branch must not outlive the test (the suite shares one database)
    await request.delete(`${BASE_URL}/api/cierres/${(await forAll.json()).cierre._id}`, { headers: staff });
  }
});
