// Decisions 008/009: a server-rendered page's controls are on screen before the app that answers them runs.
// A press in that moment is held by the entry and replayed once the page is hydrated (app/hydration-signal.ts).
// Here, for every control of the first-tap budget (docs/architecture.md#the-first-tap-budget), signed out and
// signed in, on a phone's and a desktop's window: the app's download is held back until after the press, so
// the press surely comes first; then the press must be answered, once. Signed in, the session's check (the
// app's as it starts, and the account corner island's: decision 015) is held too, so the replay surely comes
// while it is being checked; a session alone starts no app, the press does.
// Playwright's own `test`: the suite's fixture would wait for the app before the press (waitForApp).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { createActiveUser } from '../support/api.ts';
import { createFullBranch } from '../support/data.ts';
import { toast } from '../support/fixtures.ts';

type Who = 'signed out' | 'signed in';
type Branch = Awaited<ReturnType<typeof createFullBranch>>;

interface Hold {
  /** lets the app's file (and, signed in, the session check) through */
  release: () => void;
}

/** Holds back the app's own file (app/boot.tsx's chunk) and the session's check until `release`. */
async function holdApp(page: Page): Promise<Hold> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(/\/api\/usuarios\/[^/?]+$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

const appHydrated = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      ),
    )
    .toBe(true);

/** A tap on a phone's window (touch), a click on a desktop's. */
const press = (target: Locator, width: number) => (width < 700 ? target.tap() : target.click());

interface Case {
  control: string;
  widths: number[];
  path: (b: Branch) => string;
  /** what the visitor does before the app has hydrated */
  before: (page: Page, width: number, b: Branch) => Promise<void>;
  /** what answers it once the app runs (and, for some, the next step, to show the press really landed) */
  answer: (page: Page, who: Who, b: Branch) => Promise<void>;
  /** a control the platform answers without the app (decision 015): its answer, while the app is held back */
  answeredBeforeApp?: (page: Page, who: Who, b: Branch) => Promise<void>;
  /** only for these visitors (every one when absent) */
  who?: Who[];
}

const fecha = (page: Page) => page.getByLabel('Fecha', { exact: true });
/** a date far enough ahead for any lead time (the browser's date field takes 'YYYY-MM-DD') */
const DATE = '2030-12-25';
const branchChoice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Sucursal' }).getByRole('radio', { name, exact: true });
const shownBranchSummary = (page: Page) =>
  page.locator('#sucursales').getByTestId('branch-summary').filter({ visible: true });
const consultar = (page: Page) => page.getByRole('button', { name: 'Consultar disponibilidad' });

const CASES: Case[] = [
  {
    control: 'the header menu',
    widths: [375], // at 1280 the section links are in the bar, there is no menu
    path: (b) => `/${b.branch.lugarname}`,
    before: (page, width) => press(page.getByRole('button', { name: 'Abrir menú' }), width),
    // a native popover: it opens at the tap, with no app yet (decision 015)
    answeredBeforeApp: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    },
    answer: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    },
  },
  {
    control: "'Consultar disponibilidad' without a date",
    widths: [375, 1280],
    path: (b) => `/${b.branch.lugarname}`,
    before: (page, width) => press(consultar(page), width),
    // an island (decision 015): it answers without the app (its own early press: islands.spec.ts)
    answeredBeforeApp: async (page) => {
      await expect(toast(page, MSG.availabilityIncomplete.trim())).toHaveCount(1);
    },
    // once the app has taken over, the press is not answered again
    answer: async (page) => {
      await page.waitForTimeout(500);
      expect(await toast(page, MSG.availabilityIncomplete.trim()).count()).toBeLessThanOrEqual(1);
    },
  },
  {
    control: "'Consultar disponibilidad' with a date",
    widths: [375, 1280],
    path: (b) => `/${b.branch.lugarname}`,
    before: async (page, width) => {
      await press(fecha(page), width);
      await fecha(page).fill(DATE);
      await press(consultar(page), width);
    },
    // the island answers: the turno is still missing
    answeredBeforeApp: async (page) => {
      await expect(toast(page, MSG.availabilityIncomplete.trim())).toHaveCount(1);
    },
    answer: async (page) => {
      // the app took over the island's form with the date chosen in it; with a turno, the same press checks it
      await expect(fecha(page)).toHaveValue(DATE);
      await page.getByRole('combobox', { name: 'Turno' }).selectOption('Matutino');
      await consultar(page).click();
      await expect(page.getByText(MSG.dateAvailable).first()).toBeVisible();
    },
  },
  {
    control: "'Agregar al carrito'",
    widths: [375, 1280],
    path: (b) => `/${b.branch.lugarname}`,
    // an island (decision 015): it runs without the app (its own early press: islands.spec.ts); the server's
    // link to log in until touched
    before: (page, width) => press(page.getByRole('link', { name: 'Agregar al carrito' }).first(), width),
    answeredBeforeApp: async (page, who) => {
      await expect(toast(page, who === 'signed out' ? MSG.cartNeedsLogin : MSG.cartAdded)).toHaveCount(1);
    },
    // the island's toast was seen before the app (it may have closed by itself since); once the app has taken
    // over, the press is not answered again
    answer: async (page, who, b) => {
      await page.waitForTimeout(500);
      const again = who === 'signed out' ? MSG.cartNeedsLogin : MSG.cartDuplicate;
      expect(await toast(page, again).count()).toBeLessThanOrEqual(who === 'signed out' ? 1 : 0);
      if (who === 'signed in')
        expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe(b.packages[0].uid);
    },
  },
  {
    control: "the home's branch selector",
    widths: [375, 1280],
    path: () => '/',
    // native radios, their summaries shown by CSS (decision 015): the browser answers the tap, with no app yet
    before: async (page, width, b) => {
      const choice = branchChoice(page, b.branch.sucursal);
      await expect(choice).not.toBeChecked(); // not the first one: the tap changes what is shown
      await press(choice, width);
    },
    answeredBeforeApp: async (page, _who, b) => {
      await expect(branchChoice(page, b.branch.sucursal)).toBeChecked();
      await expect(shownBranchSummary(page).getByRole('heading')).toHaveText(b.branch.sucursal);
    },
    // the app hydrates without undoing the choice, and the selector still answers
    answer: async (page, _who, b) => {
      await expect(branchChoice(page, b.branch.sucursal)).toBeChecked();
      await expect(shownBranchSummary(page).getByRole('heading')).toHaveText(b.branch.sucursal);
      await page.getByRole('group', { name: 'Sucursal' }).getByRole('radio').first().check();
      await expect(shownBranchSummary(page).getByRole('heading')).not.toHaveText(b.branch.sucursal);
    },
  },
  {
    control: "'Enviar Correo'",
    widths: [375, 1280],
    path: (b) => `/${b.branch.lugarname}`,
    // the footer's form is rendered by the server (it posts without JavaScript) and is an island (decision 015;
    // its own early press: islands.spec.ts): the visitor presses 'Enviar Correo' with the e-mail empty before the
    // app runs, and the island's check answers it, not a post
    before: async (page, width) => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await press(page.getByRole('button', { name: 'Enviar Correo' }), width);
    },
    answeredBeforeApp: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Tu e-mail' })).toHaveAccessibleDescription(
        MSG.emailRequired,
      );
    },
    // once the app has taken over (the server's form again), the press was not posted, and the app's form,
    // the same component, answers the next one alike
    answer: async (page, _who, b) => {
      await expect(page).toHaveURL(new RegExp(`/${b.branch.lugarname}$`));
      await page.getByRole('button', { name: 'Enviar Correo' }).click();
      await expect(page.getByText(MSG.emailRequired)).toBeVisible();
    },
  },
  {
    control: "the header's 'Iniciar sesión'",
    widths: [375, 1280],
    who: ['signed out'], // signed in, the corner is the account's menu
    path: () => '/',
    before: (page, width) =>
      press(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }), width),
    // the log-in dialog's island opens (docs/decisions/018-login-island.md); closed again, so that the
    // visitor's next move (not one in the dialog, an island's) starts the app
    answeredBeforeApp: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeHidden();
    },
    // once the app has taken over, the same link opens the app's modal
    answer: async (page) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    },
  },
];

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

      for (const c of CASES.filter((c) => c.widths.includes(width) && (c.who ?? [who]).includes(who)))
        test(`${c.control}, pressed before the app runs, is answered once it does`, async ({
          page,
          request,
        }) => {
          const b = await createFullBranch(request, `Toque ${width}`);
          if (token) await page.addInitScript((t) => localStorage.setItem('token', t), token);
          const hold = await holdApp(page);
          await page.goto(c.path(b));
          await page.waitForLoadState('load'); // the app is fetched at the first sign (the press), held back
          await c.before(page, width, b);
          await page.waitForTimeout(300);
          // no app can answer it yet (but the platform or an island may)
          if (c.answeredBeforeApp) await c.answeredBeforeApp(page, who, b);
          else await expect(page.getByRole('alert')).toHaveCount(0);
          hold.release();
          // a tap the browser answers starts no app (decision 015): the visitor's next move does
          if (c.answeredBeforeApp) await page.mouse.move(5, 5);
          await appHydrated(page);
          await c.answer(page, who, b);
        });
    });
