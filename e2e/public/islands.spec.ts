// Decision 015: 'Agregar al carrito', the branch page's availability form and calendar and the footer's contact
// form are islands: hydrated alone after the load (Preact, their own chunks), they answer without the app.
// The "lost tap" (decision 009's addendum): signed in, a tap as soon as the button shows was neither
// answered nor replayed. Here the island's chunk (and the app) are held back, the press comes first, and it
// must be answered once the island runs — with the app still held back, so by the island alone.
// Playwright's own `test`: the suite's fixture would wait for the app before the press (waitForApp).
import { expect, type Page, type Route, test } from '@playwright/test';
import { CALL_FAILED_MSG } from '@salones/shared/api-messages';
import { CONTACT_MSG } from '@salones/shared/contact';
import { CONTACT_FIELD_MSG } from '@salones/shared/contact-rules';
import { formatLongDate } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { firstRequestableDate, LEAD_DAYS } from '@salones/shared/slots';
import { createActiveUser } from '../support/api.ts';
import { createFullBranch, setFooter, uniqueId } from '../support/data.ts';
import { toast } from '../support/fixtures.ts';
import { waitForMail } from '../support/mailbox.ts';
import { picture } from '../support/screenshots.ts';
import {
  bookForAFamily,
  branchWithFirstMorningTaken,
  fillAvailability,
  futureDate,
} from './public-support.ts';

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
  // the server's link until a visitor touches it: its press wakes the island, which answers it
  await page.getByRole('link', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, MSG.cartAddedAlt)).toHaveCount(1);
  // the header's number, an island left asleep while the cart was empty, wakes at the cart's change
  await expect(page.getByRole('banner').getByTestId('cart-link')).toHaveAccessibleName('Carrito 1 paquete');
  const add = page.getByRole('button', { name: 'Agregar al carrito' });
  await expect(toast(page, MSG.cartAddedAlt).getByRole('link', { name: 'Ver carrito' })).toHaveAttribute(
    'href',
    '/carrito',
  );
  await add.click();
  await expect(toast(page, MSG.cartDuplicate)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
  expect(await appHydrated(page)).toBe(false);

  // the app starts (at the visitor's move: a session alone no longer starts it) and the island hands its
  // button over
  app.release();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect.poll(() => appHydrated(page)).toBe(true);
  await page.evaluate(() => {
    localStorage.removeItem('carrito');
    document.getElementById('island-toasts')?.remove();
  });
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, MSG.cartAddedAlt)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
});

for (const width of [375, 1280])
  test.describe(`the availability form, ${width} px`, () => {
    test.use({ viewport: { width, height: width < 700 ? 800 : 900 }, hasTouch: width < 700 });

    for (const slot of ['free', 'booked'] as const)
      test(`'Consultar disponibilidad' pressed before its island runs is answered once, by the island (${slot})`, async ({
        page,
        request,
      }) => {
        const b = await createFullBranch(request, `Isla consulta ${width}`);
        const { iso } = futureDate(50);
        if (slot === 'booked') await bookForAFamily(request, b, iso, 'Vespertino');
        const posts: string[] = [];
        page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
        const app = await holdBack(page, APP_CHUNK);
        const island = await holdBack(page, ISLAND_CHUNK);
        await page.goto(`/${b.branch.lugarname}`);
        await island.requested(); // loaded; the islands' chunks are on their way but held back
        // the browser's own fields: chosen before any script of the page runs
        const form = await fillAvailability(page, { fecha: iso, turno: 'Vespertino' });
        const consultar = form.getByRole('button', { name: 'Consultar disponibilidad' });
        await (width < 700 ? consultar.tap() : consultar.click());
        await page.waitForTimeout(300);
        // held: not posted by the browser, not answered
        await expect(page).toHaveURL(new RegExp(`/${b.branch.lugarname}$`));
        expect(posts).toEqual([]);
        await expect(page.getByTestId('availability-answer')).toHaveCount(0);

        island.release();
        const answer = page.getByTestId('availability-answer');
        if (slot === 'free') {
          await expect(answer).toContainText('Fecha disponible');
          await expect(toast(page, MSG.dateAvailable)).toHaveCount(1);
        } else {
          await expect(answer).toContainText('Fecha ocupada');
          await expect(answer.getByRole('link', { name: 'Ver calendario' })).toHaveAttribute(
            'href',
            '#calendario',
          );
          await expect(page.getByRole('alert').filter({ hasText: /ocupada/ })).toHaveCount(1);
        }
        expect(posts).toEqual(['/api/event/fecha']); // once, by the island
        expect(await appHydrated(page)).toBe(false); // the island answered, not the app
        // a changed question takes the old answer away
        await form.getByRole('combobox', { name: 'Turno' }).selectOption('Matutino');
        await expect(answer).toHaveCount(0);
        await picture(page, { path: `../screenshots/availability-island-${slot}-${width}.png` });
        app.release();
      });
  });

test('a free turno picked in the calendar fills the form and is checked at once; the app takes the form over, its answer too', async ({
  page,
  request,
}) => {
  const b = await createFullBranch(request, 'Isla turno elegido');
  const { iso } = futureDate(55);
  const app = await holdBack(page, APP_CHUNK);
  await page.goto(`/${b.branch.lugarname}`);
  const form = page.getByRole('form', { name: 'Consultar disponibilidad' });
  const answer = page.getByTestId('availability-answer');
  // the calendar (another island) says so with this event; here it is dispatched as it would
  const pick = (detail: { lugar: string; fecha: string; turno: string }) =>
    page.evaluate((d) => {
      document.dispatchEvent(new CustomEvent('salones:slot-picked', { detail: d }));
    }, detail);
  // once the island runs (its held press replayed: the warning that the fields are empty)
  await form.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  await expect(toast(page, MSG.availabilityIncomplete.trim())).toHaveCount(1);

  await pick({ lugar: 'otra-sucursal', fecha: iso, turno: 'Matutino' }); // another branch's: not this form's
  await page.waitForTimeout(300);
  await expect(form.getByLabel('Fecha', { exact: true })).toHaveValue('');
  await pick({ lugar: b.branch.uid, fecha: iso, turno: 'Matutino' });
  await expect(form.getByLabel('Fecha', { exact: true })).toHaveValue(iso);
  await expect(form.getByRole('combobox', { name: 'Turno' })).toHaveValue('Matutino');
  await expect(answer).toContainText('Fecha disponible');
  expect(await appHydrated(page)).toBe(false);

  // the app starts (a move of the visitor's): it takes over the form with what it holds, and answers it
  const hydrated = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener('salones:hydrated', () => resolve(), { once: true }),
      ),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  app.release();
  await page.mouse.move(5, 5);
  await hydrated; // the page, the form with it, is the app's now (app/hydrated-event.ts)
  await expect(form.getByLabel('Fecha', { exact: true })).toHaveValue(iso);
  // the island's answer is the app's now, as it was (lib/island-carry.ts): the island's HTML, hydrated as it is
  await expect(answer).toContainText(`, Matutino. ${MSG.dateAvailable}.`);
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  await pick({ lugar: b.branch.uid, fecha: iso, turno: 'Vespertino' });
  await expect(form.getByRole('combobox', { name: 'Turno' })).toHaveValue('Vespertino');
  await expect(answer).toContainText(`, Vespertino. ${MSG.dateAvailable}.`);
});

/** The branch calendar's turno button, named as a screen reader says it ('Matutino, sábado, …: Libre'). */
const turno = (page: Page, name: string, fecha: string, state: string) =>
  page
    .locator('#calendario')
    .getByRole('button', { name: `${name}, ${formatLongDate(fecha)}: ${state}`, exact: true });

for (const width of [375, 1280])
  test.describe(`the availability calendar, ${width} px`, () => {
    test.use({ viewport: { width, height: width < 700 ? 800 : 900 }, hasTouch: width < 700 });

    test('the server draws the month; a turno pressed before its island runs is picked by it; the app never runs', async ({
      page,
      request,
    }) => {
      // the first day the calendar offers (the month it shows first): its morning taken, its afternoon free
      const { b, first } = await branchWithFirstMorningTaken(request, `Calendario ${width}`);
      await page.addInitScript(() => {
        const picked: unknown[] = [];
        Object.assign(window, { picked });
        document.addEventListener('salones:slot-picked', (e) => picked.push((e as CustomEvent).detail));
      });
      const app = await holdBack(page, APP_CHUNK);
      const island = await holdBack(page, ISLAND_CHUNK);
      await page.goto(`/${b.branch.lugarname}`);
      await island.requested();
      // the server's calendar: the month it read with the page, each turno's state known before any script runs
      const grid = page.locator('#calendario').getByRole('grid');
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      await expect(turno(page, 'Matutino', first, 'Ocupado')).toHaveAttribute('aria-disabled', 'true');
      const afternoon = turno(page, 'Vespertino', first, 'Libre');
      // what the eye sees is drawn by the CSS on the turno and its day, no element inside them (the month is
      // much of the page to lay out), and not read (empty alternative text: the name above is all a screen reader
      // says): at 375 px the letter and a tick, wider the short name and the state's word; the day's number
      const drawn = await afternoon.evaluate((button) => {
        const [before, after] = [getComputedStyle(button, '::before'), getComputedStyle(button, '::after')];
        return {
          face: [before.content, after.content, after.width],
          elementsInside: button.childElementCount,
          day: getComputedStyle(button.closest('td')!, '::before').content,
        };
      });
      const day = `"${Number(first.slice(8))}" / ""`;
      expect(drawn).toEqual(
        width < 700
          ? { face: ['"V" / ""', '""', '5px'], elementsInside: 0, day }
          : { face: ['"Vesp." / ""', '"Libre" / ""', expect.any(String)], elementsInside: 0, day },
      );
      await afternoon.scrollIntoViewIfNeeded();
      await (width < 700 ? afternoon.tap() : afternoon.click());
      await page.waitForTimeout(300);
      // held: nothing picked before the island runs
      expect(await page.evaluate(() => (window as unknown as { picked: unknown[] }).picked)).toEqual([]);
      await expect(afternoon).toHaveAttribute('aria-pressed', 'false');

      island.release();
      await expect(turno(page, 'Matutino', first, 'Ocupado')).toHaveAttribute('aria-pressed', 'false');
      await expect(afternoon).toHaveAttribute('aria-pressed', 'true'); // the held press, picked
      // told to the page in a task after the turno shows picked
      const picked = () => page.evaluate(() => (window as unknown as { picked: unknown[] }).picked);
      await expect.poll(picked).toEqual([{ lugar: b.branch.uid, fecha: first, turno: 'Vespertino' }]);
      await picture(page.locator('#calendario'), { path: `../screenshots/calendar-island-${width}.png` });

      // a taken turno is not picked; the next month's first free one is
      await turno(page, 'Matutino', first, 'Ocupado').click({ force: true });
      await expect(afternoon).toHaveAttribute('aria-pressed', 'true');
      const firstMonth = (await grid.getAttribute('aria-label')) ?? '';
      await page.locator('#calendario').getByRole('button', { name: 'Mes siguiente' }).click();
      await expect(grid).not.toHaveAttribute('aria-label', firstMonth);
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      const nextMonth = await page
        .locator('#calendario button[aria-pressed="false"]:not([aria-disabled])')
        .first()
        .getAttribute('data-key');
      const [fecha, name] = (nextMonth ?? '').split('|');
      await turno(page, name, fecha, 'Libre').click();
      await expect(turno(page, name, fecha, 'Libre')).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(picked).toHaveLength(2);
      expect(await appHydrated(page)).toBe(false); // the island answered, not the app
      app.release();
    });

    test('the calendar waits for the visitor: its files run and its month is asked for again at their first sign', async ({
      page,
      request,
    }) => {
      // a page left alone runs none of it (components/island-list.ts, ISLAND_WAKES): it shows the server's month;
      // the visitor's first sign anywhere (here a one-pixel scroll far from it) or the calendar in view runs its
      // files and wakes it, so a turno tapped as soon as the visitor reaches it is answered at once
      // (docs/architecture.md#the-first-tap-budget); awake, it asks for its month again (the page may be old)
      const b = await createFullBranch(request, `Calendario sin scroll ${width}`);
      const app = await holdBack(page, APP_CHUNK);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/event\/calendario\//.test(r.url()) || r.url().includes('/islands/availability-calendar-'))
          asked.push(r.url());
      });
      await page.goto(`/${b.branch.lugarname}`);
      const free = turno(page, 'Vespertino', firstRequestableDate(LEAD_DAYS.default), 'Libre');
      await expect(free).toBeAttached(); // the server's month
      // the island's own boxes (its container takes no part in the layout)
      const inView = await page
        .locator('[data-island="availability-calendar"]')
        .evaluate((e) =>
          Array.from(e.children).some((c) => c.getBoundingClientRect().top < window.innerHeight),
        );
      if (!inView) {
        await page.waitForTimeout(1500);
        // its file downloaded after the load (not run); its month not asked for: no island ran
        expect(asked.filter((u) => u.includes('/api/'))).toEqual([]);
        await page.evaluate(() => window.scrollBy(0, 1));
      }
      await expect.poll(() => asked.filter((u) => u.includes('/api/event/calendario/')).length).toBe(1);
      await expect(free).toBeAttached();
      expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(1);
      expect(await appHydrated(page)).toBe(false);
      app.release();
    });

    test("a month that does not load says so, and 'Reintentar' asks again", async ({ page, request }) => {
      const b = await createFullBranch(request, `Calendario error ${width}`);
      const app = await holdBack(page, APP_CHUNK);
      // every month refused until 'Reintentar' (the island asks for its first month ahead, then as it shows)
      let refusing = true;
      await page.route(/\/api\/event\/calendario\//, (route) =>
        refusing ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto(`/${b.branch.lugarname}`);
      const calendar = page.locator('#calendario');
      const grid = calendar.getByRole('grid');
      await calendar.scrollIntoViewIfNeeded(); // the island hydrates as it comes into view
      const problem = calendar.getByRole('alert');
      // its month asked for again, refused: said so, the server's month still shown
      await expect(problem).toContainText('No pudimos cargar el calendario');
      await expect(problem).toContainText(CALL_FAILED_MSG.network);
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      // a month the server did not draw: loading, and said so
      const firstMonth = (await grid.getAttribute('aria-label')) ?? '';
      await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
      await expect(grid).not.toHaveAttribute('aria-label', firstMonth);
      await expect(grid).toHaveAttribute('aria-busy', 'true');
      await expect(problem).toContainText(CALL_FAILED_MSG.network);
      await problem.scrollIntoViewIfNeeded();
      await picture(page.locator('#calendario'), {
        path: `../screenshots/calendar-island-error-${width}.png`,
      });
      refusing = false;
      await problem.getByRole('button', { name: 'Reintentar' }).click();
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      await expect(problem).toHaveCount(0);
      expect(await appHydrated(page)).toBe(false);
      app.release();
    });
  });

const CONTACT_ROUTE = /\/api\/contact$/;
const contactForm = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto' });
/** What the test shows, at its window's width (the worktree's screenshots/). */
const shoot = (page: Page, name: string) => picture(page, { path: `../screenshots/${name}.png` });

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
