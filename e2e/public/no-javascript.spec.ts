// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): a visitor whose
// JavaScript failed, is slow or is off still uses the public pages the server rendered. Decision 015. What is
// covered so far: the phone's menu (a native popover), the home's branch selector (native radios, CSS shows
// the chosen branch), the links (real links), the branch's map (a lazy iframe in a noscript), the branch
// page's availability check and the footer's contact form (real form posts answered by the server), logging
// in through the log-in page (/iniciar-sesion) and logging out (a form post to /cerrar-sesion), registering
// through the registration page (/registro) and activating through the mail's link (/activar/{token}),
// 'Agregar al carrito' (an island: a link to that page until it runs), and the branch's calendar (its first month
// drawn by the server).
import { expect, test } from '@playwright/test';
import { ACCOUNT_MSG } from '@salones/shared/accounts';
import { CONTACT_MSG } from '@salones/shared/contact';
import { formatLongDate } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { createActiveUser, createAdmin, uniqueEmail } from '../support/api.ts';
import { createBranch, createFullBranch, setFooter, uniqueId } from '../support/data.ts';
import { BASE_URL } from '../support/env.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { picture } from '../support/screenshots.ts';
import { branchWithFirstMorningTaken, futureDate } from './public-support.ts';

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, hasTouch: true });

test("the phone's menu opens and its links take the visitor to the section, without JavaScript", async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Sin JavaScript menú');
  await page.goto(`/${branch.lugarname}`);
  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Cerrar menú' }).tap();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  await menu.getByRole('link', { name: 'Contacto' }).tap(); // the footer, on this page
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}#contacto$`));
  await expect(page.locator('#contacto')).toBeInViewport();
});

test("the home's branch selector shows the chosen branch and takes the visitor to it, without JavaScript", async ({
  page,
  request,
}) => {
  const branch = await createBranch(request, {
    name: 'Sin JavaScript sucursal',
    direccion: 'Calzada de Tlalpan 99, Coyoacán',
    horario: 'Jueves a domingo de 12:00 a 20:00',
    phone: '5511223344',
  });
  await page.goto('/');
  const choices = page.getByRole('group', { name: 'Sucursal' });
  const shown = page.locator('#sucursales').getByTestId('branch-summary').filter({ visible: true });
  await expect(choices.getByRole('radio').first()).toBeChecked();
  await expect(shown).toHaveCount(1);

  await choices.getByRole('radio', { name: branch.sucursal, exact: true }).tap();
  await expect(shown).toHaveCount(1);
  await expect(shown.getByRole('heading', { level: 3 })).toHaveText(branch.sucursal);
  await expect(shown).toContainText('Calzada de Tlalpan 99, Coyoacán');
  await expect(shown).toContainText('Jueves a domingo de 12:00 a 20:00');
  await expect(shown.getByRole('link', { name: '5511223344' })).toHaveAttribute('href', 'tel:5511223344');
  await shown.getByRole('link', { name: 'Ver perfil' }).tap();
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}$`));
  await expect(page.getByRole('heading', { level: 1, name: branch.sucursal })).toBeVisible();
});

test('a package is reached by its real link, and its page is complete, without JavaScript', async ({
  page,
  request,
}) => {
  const { branch, packages } = await createFullBranch(request, 'Sin JavaScript enlaces');
  await page.goto(`/${branch.lugarname}`);
  await page.getByRole('link', { name: `Ver detalles de ${packages[0].name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}/${packages[0].uid}$`));
  await expect(page.getByRole('heading', { level: 1, name: packages[0].name })).toBeVisible();
});

test("the branch's calendar shows its first month's turnos, free and taken, without JavaScript", async ({
  page,
  request,
}) => {
  const { b, first } = await branchWithFirstMorningTaken(request, 'Sin JavaScript calendario');
  await page.goto(`/${b.branch.lugarname}`);
  const calendar = page.locator('#calendario');
  await expect(calendar.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  const turno = (name: string, state: string) =>
    calendar.getByRole('button', { name: `${name}, ${formatLongDate(first)}: ${state}`, exact: true });
  await expect(turno('Matutino', 'Ocupado')).toBeVisible();
  await expect(turno('Vespertino', 'Libre')).toBeVisible();
  await expect(calendar).not.toContainText('Cargando');
});

test("the branch's map is in the page (its room's noscript), loaded lazily, without JavaScript", async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Sin JavaScript mapa');
  await page.goto(`/${branch.lugarname}`);
  const map = page.getByTitle(`Mapa de ${branch.sucursal}`);
  await expect(map).toHaveAttribute('src', branch.mapaURL);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
});

test("'Agregar al carrito' is a link to log in, coming back to the page, without JavaScript", async ({
  page,
  request,
}) => {
  const { branch, packages } = await createFullBranch(request, 'Sin JavaScript carrito');
  await page.goto(`/${branch.lugarname}`);
  const onCard = page.getByRole('link', { name: 'Agregar al carrito' }).first();
  await expect(onCard).toHaveAttribute('href', `/iniciar-sesion?volver=%2F${branch.lugarname}`);
  await page.goto(`/${branch.lugarname}/${packages[0].uid}`);
  await expect(page.getByRole('link', { name: 'Agregar al carrito' })).toHaveAttribute(
    'href',
    `/iniciar-sesion?volver=${encodeURIComponent(`/${branch.lugarname}/${packages[0].uid}`)}`,
  );
});

test("docs/product.md#2-screens-and-routes /carrito: 'Tu carrito está vacio' with the way to log in under it, without JavaScript", async ({
  page,
}) => {
  await page.goto('/carrito');
  await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inicia sesión para usar tu carrito' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/iniciar-sesion?volver=%2Fcarrito',
  );
});

test("docs/product.md#2-screens-and-routes /{lugarname}: the branch's WhatsApp button at a phone's and a desktop's width, without JavaScript", async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Sin JavaScript WhatsApp');
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/${branch.lugarname}`);
    const whatsApp = page.getByRole('link', { name: `Escribir por WhatsApp a ${branch.sucursal}` });
    await expect(whatsApp).toHaveCount(1);
    await expect(whatsApp).toBeInViewport({ ratio: 1 });
    expect(new URL((await whatsApp.getAttribute('href'))!).pathname).toBe('/525512345678');
  }
});

test("the branch page's availability check is answered by the server, without JavaScript", async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Sin JavaScript disponibilidad');
  await page.goto(`/${branch.lugarname}`);
  const form = page.getByRole('form', { name: 'Consultar disponibilidad' });
  const fecha = form.getByRole('textbox', { name: 'Fecha' });
  const turno = form.getByRole('combobox', { name: 'Turno' });
  // the browser's own fields (the island's, decision 015), from the first day a family may ask for
  await expect(fecha).toHaveAttribute('type', 'date');
  await expect(fecha).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await expect(turno).toBeVisible();

  // no date: the same Spanish message as the app's, status 400
  await turno.selectOption('Matutino');
  const missing = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  expect((await missing).status()).toBe(400);
  const answer = page.getByTestId('availability-answer');
  await expect(answer).toContainText('No pudimos consultar');
  await expect(answer).toContainText(MSG.availabilityIncomplete.trim());
  await expect(turno).toHaveValue('Matutino'); // what was chosen stays chosen

  const { iso } = futureDate(40);
  await fecha.fill(iso);
  const free = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  expect((await free).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}#disponibilidad$`));
  await expect(answer).toContainText('Fecha disponible');
  await expect(answer).toContainText(MSG.dateAvailable);
  await expect(fecha).toHaveValue(iso);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await form.scrollIntoViewIfNeeded();
    await picture(page, { path: `screenshots/availability-no-js-${width}.png` });
  }
});

/** Screenshots of what a test shows, at the phone's and the desktop's widths (the worktree's screenshots/). */
async function shootAtBothWidths(page: import('@playwright/test').Page, name: string, target: () => unknown) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await target();
    await picture(page, { path: `../screenshots/${name}-${width}.png` });
  }
}

test("the footer's contact form is answered by the server, and the message is mailed, without JavaScript", async ({
  page,
  request,
}) => {
  const to = `contacto-${uniqueId()}@e2e.test`;
  await setFooter(request, { emailContacto: to, activeContacto: true });
  const { branch } = await createFullBranch(request, 'Sin JavaScript contacto');
  await page.goto(`/${branch.lugarname}`);
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  const email = form.getByRole('textbox', { name: 'Tu e-mail' });
  const message = form.getByRole('textbox', { name: 'Mensaje' });

  // bad input: the same Spanish messages as the app's, next to their fields, what was typed kept; status 400
  await email.fill('mama.de.sofia@');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enviar Correo' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}#contacto$`));
  await expect(email).toHaveAccessibleDescription(new RegExp(MSG.emailInvalid));
  await expect(message).toHaveAccessibleDescription(/Escribe un mensaje/);
  await expect(email).toHaveValue('mama.de.sofia@');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const text = `Quiero informes sin JavaScript ${uniqueId()}`;
  await email.fill('mama.de.sofia@e2e.test');
  await message.fill(text);
  const sent = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enviar Correo' }).click();
  expect((await sent).status()).toBe(200);
  const answer = page.getByTestId('contact-answer');
  await expect(answer).toContainText('Mensaje enviado');
  await expect(answer).toContainText(CONTACT_MSG.sent);
  // sent: the form is empty again, as the app leaves it
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  expect(await waitForMail(to)).toContain(text);
  await shootAtBothWidths(page, 'contact-form-no-js', () => form.scrollIntoViewIfNeeded());
});

test('a visitor logs in through the log-in page and lands back where they were, without JavaScript', async ({
  page,
  request,
  browser,
}) => {
  const user = await createActiveUser(request, { name: 'Paula' });
  const { branch } = await createFullBranch(request, 'Sin JavaScript sesión');
  await page.goto(`/${branch.lugarname}`);
  // the navbar's 'Iniciar sesión' is a real link to the log-in page (the app makes it open its modal)
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/iniciar-sesion\\?volver=${encodeURIComponent(`/${branch.lugarname}`)}$`),
  );
  await expect(page).toHaveTitle(/^Iniciar sesión \| /);
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'Olvide mi contraseña' })).toHaveAttribute('href', '/reset');

  // refused: the log-in route's own message, the e-mail kept, status 400
  await form.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await form.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByTestId('login-answer')).toContainText('Usuario o contraseña incorrectos');
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(user.email);
  await expect(form.getByLabel('Contraseña', { exact: true })).toHaveValue('');
  await shootAtBothWidths(page, 'login-page-refused-no-js', () => form.scrollIntoViewIfNeeded());

  await form.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/${branch.lugarname}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(branch.sucursal);
  // the session where the site reads one without the app (staff pages, decision 010) and for the app
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'token')).toMatchObject({ path: '/admin', sameSite: 'Strict' });
  expect(cookies.find((c) => c.name === 'sesion_nueva')).toMatchObject({ path: '/', sameSite: 'Strict' });

  // once JavaScript runs in that browser, the app has the session: the header shows the account
  // (a context made in a test takes the file's options: JavaScript is turned on by name)
  const withJs = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: true,
  });
  try {
    const appPage = await withJs.newPage();
    await appPage.goto(`${BASE_URL}/descripcion`);
    await expect
      .poll(() => appPage.evaluate(() => localStorage.getItem('token')))
      .toBe(cookies.find((c) => c.name === 'token')?.value);
    // the account corner's island shows the session (no app needed: decision 015), once it has asked who it is
    await expect(appPage.getByRole('banner').getByRole('button', { name: 'Tu cuenta' })).toBeVisible({
      timeout: 30_000,
    });
    expect((await withJs.cookies()).some((c) => c.name === 'sesion_nueva')).toBe(false);
  } finally {
    await withJs.close();
  }
});

test.describe('staff, at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false });

  test("logging out without JavaScript: 'Cerrar sesión' posts, and staff pages are no longer rendered for the session", async ({
    page,
    request,
  }) => {
    const admin = await createAdmin(request);
    // /admin/users: a staff page the server renders for its session's cookie (decision 010)
    await page.goto(`/iniciar-sesion?volver=${encodeURIComponent('/admin/users')}`);
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
    await form.getByLabel('Contraseña', { exact: true }).fill(admin.password);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    // its menu's 'Cerrar sesión' is a real form
    expect(await page.locator('html').getAttribute('data-session-user')).toBe(admin.user.uid);
    const posted = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    expect((await posted).status()).toBe(303);
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(
      expect.not.arrayContaining(['token', 'sesion_nueva']),
    );
    await page.goto('/admin/users');
    expect(await page.locator('html').getAttribute('data-session-user')).toBeNull();
  });
});

test('a visitor registers, activates the account from the mail and logs in, without JavaScript', async ({
  page,
}) => {
  const email = uniqueEmail('sin-js');
  await page.goto('/descripcion');
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  // the log-in page's 'Crear cuenta' is a real link to the registration page, keeping `volver`
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Crear cuenta' })
    .click();
  await expect(page).toHaveURL(/\/registro\?volver=%2Fdescripcion$/);
  await expect(page).toHaveTitle(/^Crear cuenta \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await shootAtBothWidths(page, 'register-page-no-js', () => form.scrollIntoViewIfNeeded());
  const field = (label: string) => form.getByLabel(label, { exact: true });

  // bad input: the same Spanish messages as the app's, next to their fields, status 400; what was typed is
  // kept, the passwords never
  await field('Nombre(s)').fill('Valeria');
  await field('Apellidos').fill('Hernández');
  await field('E-mail').fill('valeria@');
  await field('Teléfono').fill('55123');
  await field('Contraseña').fill('fiesta123');
  await field('Repetir contraseña').fill('fiesta123');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Registrarme' }).click();
  expect((await refused).status()).toBe(400);
  await expect(field('E-mail')).toHaveAccessibleDescription(new RegExp(MSG.emailInvalid));
  await expect(field('Teléfono')).toHaveAccessibleDescription(new RegExp(MSG.phoneMin));
  await expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Nombre(s)')).toHaveValue('Valeria');
  await expect(field('Teléfono')).toHaveValue('55123');
  await expect(field('Contraseña')).toHaveValue('');
  await shootAtBothWidths(page, 'register-page-errors-no-js', () => form.scrollIntoViewIfNeeded());

  await field('E-mail').fill(email);
  await field('Teléfono').fill('5512345678');
  await field('Contraseña').fill('fiesta123');
  await field('Repetir contraseña').fill('fiesta123');
  const created = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Registrarme' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByTestId('register-answer')).toContainText(MSG.registered);
  // created: the form is empty again
  await expect(field('E-mail')).toHaveValue('');
  await expect(field('Nombre(s)')).toHaveValue('');
  await shootAtBothWidths(page, 'register-page-created-no-js', () => form.scrollIntoViewIfNeeded());

  // the mail's link: a page with the 'Activar' button; the press activates
  const activation = new URL(linkFrom(await waitForMail(email), '/activar/'));
  await page.goto(activation.pathname);
  await expect(page.getByText(MSG.activatePrompt)).toBeVisible();
  const activated = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Activar' }).click();
  expect((await activated).status()).toBe(200);
  await expect(page.getByTestId('activation-answer')).toContainText(ACCOUNT_MSG.activated);
  await shootAtBothWidths(page, 'activation-page-activated-no-js', () =>
    page.getByTestId('activation-answer').scrollIntoViewIfNeeded(),
  );

  // then logging in through the log-in page
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion\?volver=%2F$/);
  const login = page.getByRole('form', { name: 'Iniciar sesión' });
  await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await login.getByLabel('Contraseña', { exact: true }).fill('fiesta123');
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect((await page.context().cookies()).some((c) => c.name === 'sesion_nueva')).toBe(true);
});
