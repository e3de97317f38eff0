// Decision 015: 'Agregar al carrito' and the footer's contact form are islands: hydrated alone after the load
// (Preact, their own chunks), they answer without the app. Issue #24's "lost tap": signed in, a tap as soon as the button shows was neither
// answered nor replayed. Here the island's chunk (and the app) are held back, the press comes first, and it
// must be answered once the island runs — with the app still held back, so by the island alone.
// Playwright's own `test`: the suite's fixture would wait for the app before the press (waitForApp).
import { expect, type Page, type Route, test } from '@playwright/test';
import { CONTACT_MSG } from '@salones/shared/contact';
import { CONTACT_FIELD_MSG } from '@salones/shared/contact-rules';
import { MSG } from '@salones/shared/messages';
import { createActiveUser } from '../support/api.ts';
import { createFullBranch, setFooter, uniqueId } from '../support/data.ts';
import { toast } from '../support/fixtures.ts';
import { waitForMail } from '../support/mailbox.ts';

/** Holds back every request to `pattern` until `release`; `requested` resolves once one has been made. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(pattern, async (route: Route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => expect.poll(() => requested).toBe(true), release };
}

const ISLAND_CHUNK = /\/assets\/islands\/[^/]+\.js$/;
const APP_CHUNK = /\/assets\/boot-[^/]+\.js$/;

const appHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
  );

for (const who of ['signed out', 'signed in'] as const)
  for (const width of [375, 1280])
    test.describe(`${who}, ${width} px`, () => {
      test.use({ viewport: { width, height: width < 700 ? 800 : 900 }, hasTouch: width < 700 });
      let token: string | null = null;
      test.beforeAll(async ({ playwright }) => {
        if (who === 'signed out') return;
        const request = await playwright.request.newContext();
        token = (await createActiveUser(request)).token;
        await request.dispose();
      });

      test("'Agregar al carrito' pressed before its island runs is answered by the island", async ({
        page,
        request,
      }) => {
        const b = await createFullBranch(request, `Isla ${width}`);
        if (token) await page.addInitScript((t) => localStorage.setItem('token', t), token);
        const app = await holdBack(page, APP_CHUNK);
        const island = await holdBack(page, ISLAND_CHUNK);
        await page.goto(`/${b.branch.lugarname}`);
        await island.requested(); // loaded; the island's chunk is on its way but held back
        // the server's HTML: a link to log in (what a visitor without JavaScript follows)
        const early = page.getByRole('link', { name: 'Agregar al carrito' }).first();
        await expect(early).toHaveAttribute('href', `/iniciar-sesion?volver=%2F${b.branch.lugarname}`);
        await (width < 700 ? early.tap() : early.click());
        await page.waitForTimeout(300);
        await expect(page).toHaveURL(new RegExp(`/${b.branch.lugarname}$`)); // held, not followed
        await expect(page.getByRole('alert')).toHaveCount(0);

        island.release();
        if (who === 'signed out') await expect(toast(page, MSG.cartNeedsLogin)).toHaveCount(1);
        else {
          await expect(toast(page, MSG.cartAdded)).toHaveCount(1);
          expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
        }
        expect(await appHydrated(page)).toBe(false); // the island answered, not the app
        app.release();
      });
    });

test('the island adds to the cart without the app; the app, once started, takes over the same button', async ({
  page,
  request,
}) => {
  const b = await createFullBranch(request, 'Isla uso');
  const { token } = await createActiveUser(request);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  const app = await holdBack(page, APP_CHUNK);
  await page.goto(`/${b.branch.lugarname}/${b.packages[0].uid}`);
  const add = page.getByRole('button', { name: 'Agregar al carrito' });
  await add.click();
  await expect(toast(page, MSG.cartAddedAlt)).toHaveCount(1);
  await expect(toast(page, MSG.cartAddedAlt).getByRole('link', { name: 'Ver carrito' })).toHaveAttribute(
    'href',
    '/carrito',
  );
  await add.click();
  await expect(toast(page, MSG.cartDuplicate)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
  expect(await appHydrated(page)).toBe(false);

  // the app starts (a signed-in visitor's starts after the load): the island hands its button over
  app.release();
  await expect.poll(() => appHydrated(page)).toBe(true);
  await page.evaluate(() => {
    localStorage.removeItem('carrito');
    document.getElementById('island-toasts')?.remove();
  });
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, MSG.cartAddedAlt)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
});

const CONTACT_ROUTE = /\/api\/contact$/;
const contactForm = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto' });
/** What the test shows, at its window's width (the worktree's screenshots/). */
const shoot = (page: Page, name: string) => page.screenshot({ path: `../screenshots/${name}.png` });

for (const width of [375, 1280])
  test.describe(`the contact form, ${width} px`, () => {
    test.use({ viewport: { width, height: width < 700 ? 800 : 900 }, hasTouch: width < 700 });

    test("'Enviar Correo' pressed before its island runs is answered by the island: each field's message, what was typed kept", async ({
      page,
      request,
    }) => {
      const b = await createFullBranch(request, `Contacto isla ${width}`);
      const app = await holdBack(page, APP_CHUNK);
      const island = await holdBack(page, ISLAND_CHUNK);
      await page.goto(`/${b.branch.lugarname}`);
      await island.requested(); // loaded; the islands' chunks are on their way but held back
      const form = contactForm(page);
      const email = form.getByRole('textbox', { name: 'Tu e-mail' });
      const message = form.getByRole('textbox', { name: 'Mensaje' });
      await form.scrollIntoViewIfNeeded();
      await message.fill('¿Tienen fechas en diciembre?'); // typed before the island runs
      const send = form.getByRole('button', { name: 'Enviar Correo' });
      await (width < 700 ? send.tap() : send.click());
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(new RegExp(`/${b.branch.lugarname}$`)); // held, not posted
      await expect(page.getByText(MSG.emailRequired)).toHaveCount(0);

      island.release();
      await expect(email).toHaveAccessibleDescription(MSG.emailRequired);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(message).toHaveValue('¿Tienen fechas en diciembre?');
      await expect(message).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(CONTACT_FIELD_MSG.messageRequired)).toHaveCount(0);
      expect(await appHydrated(page)).toBe(false); // the island answered, not the app
      await shoot(page, `contact-island-errors-${width}`);
      app.release();
    });

    test('a full message is sent by the island: the loading button, the toast, the fields emptied, the mail; no app', async ({
      page,
      request,
    }) => {
      const to = `contacto-${uniqueId()}@e2e.test`;
      await setFooter(request, { emailContacto: to, activeContacto: true });
      const b = await createFullBranch(request, `Contacto envio ${width}`);
      const app = await holdBack(page, APP_CHUNK);
      const api = await holdBack(page, CONTACT_ROUTE);
      await page.goto(`/${b.branch.lugarname}`);
      const form = contactForm(page);
      const email = form.getByRole('textbox', { name: 'Tu e-mail' });
      const message = form.getByRole('textbox', { name: 'Mensaje' });
      const send = form.getByRole('button', { name: 'Enviar Correo' });
      await form.scrollIntoViewIfNeeded();
      const text = `Quiero informes desde la isla ${uniqueId()}`;
      await email.fill('mama.de.sofia@e2e.test');
      await message.fill(text);
      await (width < 700 ? send.tap() : send.click());
      await api.requested(); // the island's own call, not the page's post
      await expect(send).toHaveAttribute('data-loading', 'true');
      await expect(send).toBeDisabled();
      api.release();
      await expect(toast(page, CONTACT_MSG.sent)).toHaveCount(1);
      await expect(email).toHaveValue('');
      await expect(message).toHaveValue('');
      await expect(send).not.toHaveAttribute('data-loading', 'true');
      await expect(page).toHaveURL(new RegExp(`/${b.branch.lugarname}$`));
      await shoot(page, `contact-island-sent-${width}`);
      expect(await waitForMail(to)).toContain(text);
      expect(await appHydrated(page)).toBe(false);
      app.release();
    });
  });

test('the app, once started, takes over the contact form with what was typed, and answers as the island did', async ({
  page,
  request,
}) => {
  const b = await createFullBranch(request, 'Contacto relevo');
  const app = await holdBack(page, APP_CHUNK);
  await page.goto(`/${b.branch.lugarname}`);
  const form = contactForm(page);
  const email = form.getByRole('textbox', { name: 'Tu e-mail' });
  const message = form.getByRole('textbox', { name: 'Mensaje' });
  await form.scrollIntoViewIfNeeded();
  await email.fill('mama.de.sofia@');
  await message.fill('Hola');
  await form.getByRole('button', { name: 'Enviar Correo' }).click();
  await expect(email).toHaveAccessibleDescription(MSG.emailInvalid);
  expect(await appHydrated(page)).toBe(false);

  app.release();
  await page.mouse.move(5, 5); // the visitor's move that starts the app (decision 009)
  await expect.poll(() => appHydrated(page)).toBe(true);
  await expect(email).toHaveValue('mama.de.sofia@');
  await expect(message).toHaveValue('Hola');
  await email.fill('');
  await form.getByRole('button', { name: 'Enviar Correo' }).click();
  await expect(email).toHaveAccessibleDescription(MSG.emailRequired);
});
