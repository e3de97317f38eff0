// The first-tap budget (docs/architecture.md#the-first-tap-budget): how long the first tap on each public
// control waits for its answer, on Lighthouse's phone profile (4× slower CPU, slow 4G, applied for real), 3 s
// and 300 ms after the load event, each in a new Chromium (cold cache), median of `runs`. The wait is timed
// in the page, as a person waits: from the touch (its event's timestamp, which counts the time the event
// waited for a busy main thread) to the first animation frame in which the answer is on the page (a rAF loop
// started before the tap). The driver's own view (from sending the tap to seeing the answer, through the
// DevTools protocol's round trips) is printed beside it as info. And the JS the page runs (gzip, as built):
// before the first tap, and between the tap and its answer (files fetched ahead without running — `fetch()` —
// do not count). The answers are those of e2e/public/held-press.spec.ts. Run alone: `tsx
// scripts/bench-lighthouse.mts` with BENCH_LIGHTHOUSE_PAGES=none (after `npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TURNOS, type Turno } from '@salones/shared/constants';
import { MSG } from '@salones/shared/messages';
import { firstRequestableDate } from '@salones/shared/slots';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROME, median, SLOW_4G } from './bench-support.mts';

/** the build the server serves (WEB_DIST_DIR, as the API reads it) */
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
/** the first-tap budget's targets (docs/architecture.md#the-first-tap-budget) */
const TARGET_MS = { 3000: 200, 300: 400 } as const;
const TARGET_JS_BEFORE_KB = 60;
const TARGET_JS_TAP_KB = 40;
/** a tap not answered by then counts as never answered (slower than any answer) */
const ANSWER_TIMEOUT_MS = 120_000;

type Where = 'home' | 'branch';
interface Control {
  name: string;
  where: Where;
  signedIn?: boolean;
  /** what the visitor does before the tap (not timed) */
  prepare?: (page: Page) => Promise<void>;
  /** the tap; resolves once it is sent */
  tap: (page: Page) => Promise<void>;
  /** a test run in the page (polled each frame) that is true once the tap is answered */
  answered: string;
  /** false: no JS budget (what `prepare` did before the tap already ran the page's code) */
  jsBudget?: false;
}

const toastWith = (text: string) =>
  `[...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent?.includes(${JSON.stringify(text)}))`;
const visible = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.getBoundingClientRect().height > 0)`;
const tapOn = (selector: string) => async (page: Page) => {
  // an island's control may be replaced as it starts (a link becoming a button): then the new one is tapped
  for (let attempt = 0; ; attempt++) {
    const target = await page.waitForSelector(selector, { timeout: ANSWER_TIMEOUT_MS });
    try {
      return await target!.tap();
    } catch (err) {
      if (attempt > 2 || !/detached/i.test((err as Error).message)) throw err;
    }
  }
};
const consultar = tapOn('button::-p-text(Consultar disponibilidad)');

/** 'YYYY-MM-DD|Turno': the calendar's first free turno on this run's page (set by its control's prepare) */
let freeTurno = '';
/** The first free turno of the month the branch page's calendar shows, asked of the API (untimed). */
async function firstFreeTurno(page: Page): Promise<string> {
  const props = await page.$eval('[data-island="availability-calendar"]', (e) =>
    JSON.parse((e as HTMLElement).dataset.props ?? '{}'),
  );
  // the month the calendar shows first: the first offered day's
  const firstDay = firstRequestableDate(props.diasAnticipacion);
  const mes = firstDay.slice(0, 7);
  const url = new URL(`/api/event/calendario/${props.placeId}?mes=${mes}`, page.url());
  const { dias } = (await (await fetch(url)).json()) as {
    dias: ({ fecha: string } & Record<Turno, string>)[];
  };
  for (const day of dias)
    for (const turno of TURNOS)
      if (day.fecha >= firstDay && day[turno] === 'libre') return `${day.fecha}|${turno}`;
  throw new Error(`no free turno in ${mes}`);
}
/** the navbar's 'Iniciar sesión' on a phone: the account corner's icon (a link to the log-in page without JavaScript) */
const ACCOUNT_CORNER_LOGIN = '[data-island="account-corner"] [aria-label="Iniciar sesión"]';
/** the log-in forms' dialog: the island's native one (open), or the app's Mantine modal */
const LOGIN_DIALOG = ':is(dialog[open], [role="dialog"])';
// an island (decision 015): a link to log in until it runs, then a button; a press on either is answered
const addToCart = tapOn(':is(a, button)::-p-text(Agregar al carrito)');

const CONTROLS: Control[] = [
  {
    name: 'header menu (phone)',
    where: 'branch',
    tap: tapOn('button[aria-label="Abrir menú"]'),
    answered: visible('[role="dialog"] a'),
  },
  {
    name: "'Consultar disponibilidad', no date",
    where: 'branch',
    tap: consultar,
    answered: toastWith(MSG.availabilityIncomplete.trim()),
  },
  {
    name: "'Consultar disponibilidad', with a date",
    where: 'branch',
    // the date as a browser's autofill gives it (no key press, which would start the app by itself)
    prepare: (page) =>
      page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('input[name="fecha"]');
        if (!input) throw new Error('no date field');
        input.value = '2030-12-25'; // the browser's own date field (decision 015)
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    tap: consultar,
    answered: toastWith(MSG.availabilityIncomplete.trim()), // the turno is still missing
  },
  {
    name: "a calendar day (the first free turno of the branch's calendar)",
    where: 'branch',
    // the calendar scrolled into view, and its first free turno found through the API (the page may not
    // know it yet: before its island runs the calendar shows the month loading)
    prepare: async (page) => {
      freeTurno = await firstFreeTurno(page);
      // instant: the page's CSS scrolls smoothly, and a tap sent while the page still moves lands elsewhere (a
      // visitor taps once their own scroll has ended)
      await page.evaluate(() =>
        document.getElementById('calendario')?.scrollIntoView({ behavior: 'instant' }),
      );
    },
    tap: (page) => tapOn(`#calendario button[data-key="${freeTurno}"]`)(page),
    answered: `!!document.querySelector('#calendario button[aria-pressed="true"]')`,
  },
  {
    name: "'Agregar al carrito', signed out",
    where: 'branch',
    tap: addToCart,
    answered: toastWith(MSG.cartNeedsLogin),
  },
  {
    name: "'Agregar al carrito', signed in",
    where: 'branch',
    signedIn: true,
    tap: addToCart,
    answered: toastWith(MSG.cartAdded),
  },
  {
    name: "home's branch selector",
    where: 'home',
    // native radios whose checked one's summary CSS shows (decision 015): a tap on the second branch, answered
    // once that branch's summary is on screen
    tap: tapOn('#sucursales [data-native-choice]:nth-child(2) input[name="sucursal"]'),
    answered: `(() => {
      const name = document.querySelectorAll('#sucursales input[name="sucursal"]')[1]?.labels?.[0]?.textContent;
      return [...document.querySelectorAll('#sucursales [data-testid="branch-summary"]')].some(
        (s) => s.getBoundingClientRect().height > 0 && s.querySelector('h3')?.textContent === name,
      );
    })()`,
  },
  {
    name: "'Iniciar sesión' (header)",
    where: 'home',
    // the navbar's account corner, signed out: the log-in form, in a dialog on the page (the log-in dialog's
    // island, a native <dialog>; once the app runs, its Mantine modal, role="dialog")
    tap: tapOn(ACCOUNT_CORNER_LOGIN),
    answered: visible(`${LOGIN_DIALOG} input[name="password"]`),
  },
  {
    name: "'Crear cuenta' (the log-in dialog's)",
    where: 'home',
    // the log-in form opened first (untimed: its own tap is the control above), then its 'Crear cuenta'
    prepare: async (page) => {
      await tapOn(ACCOUNT_CORNER_LOGIN)(page);
      await page.waitForFunction(visible(`${LOGIN_DIALOG} input[name="password"]`), {
        polling: 'raf',
        timeout: ANSWER_TIMEOUT_MS,
      });
    },
    tap: tapOn(`${LOGIN_DIALOG} ::-p-text(Crear cuenta)`),
    answered: visible(`${LOGIN_DIALOG} input[name="repeatPassword"]`),
    jsBudget: false,
  },
  {
    name: "'Tu cuenta' / 'Administrador' (header, signed in)",
    where: 'home',
    signedIn: true,
    // the phone's account button (the island's, once it shows the session), answered by its menu; the bench's
    // session is staff's ('Administrador'), a family's reads 'Tu cuenta': the same island and menu
    tap: tapOn(
      '[data-island="account-corner"] button:is([aria-label="Tu cuenta"], [aria-label="Administrador"])',
    ),
    answered: visible('#menu-cuenta a'),
  },
  {
    name: "'Enviar Correo'",
    where: 'branch',
    // the footer's form, server-rendered on every page: the visitor scrolls to it (untimed), then taps
    prepare: (page) =>
      page.evaluate(() => document.querySelector('footer')?.scrollIntoView({ behavior: 'instant' })),
    tap: tapOn('button::-p-text(Enviar Correo)'),
    answered: `document.body.textContent.includes(${JSON.stringify(MSG.emailRequired)})`,
  },
];

/** The page's clock of the tap (window.__tap): when it started and the frame its answer showed in. */
interface TapClock {
  at?: number;
  answeredAt?: number;
}
declare global {
  interface Window {
    __tap?: TapClock;
  }
}
/**
 * In the page, before the tap: the clock starts at the first touch, press or mouse button (the event's own
 * timestamp), and a rAF loop notes the first frame in which `answered` holds.
 * A string evaluated by the protocol: the page's CSP (no eval) does not apply to it.
 */
const armTapClock = (page: Page, answered: string) =>
  page.evaluate(`(() => {
    const clock = {};
    window.__tap = clock;
    const onInput = (event) => { clock.at ??= event.timeStamp; };
    for (const type of ['pointerdown', 'touchstart', 'mousedown'])
      window.addEventListener(type, onInput, { capture: true, once: true, passive: true });
    const isAnswered = () => { try { return !!(${answered}); } catch { return false; } };
    const frame = () => {
      if (clock.at !== undefined && isAnswered()) clock.answeredAt = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);

const scriptsRun = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'fetch')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

const gzCache = new Map<string, number>();
/** KB gzip of the built files at these paths */
function gzKb(paths: string[]) {
  let bytes = 0;
  for (const p of new Set(paths)) {
    const file = path.join(WEB_DIST, p);
    if (!gzCache.has(p)) gzCache.set(p, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
    bytes += gzCache.get(p)!;
  }
  return bytes / 1024;
}

/** One tap in a new browser: ms from the tap to its answer, and the JS run before it and for it. */
async function tapOnce(url: string, control: Control, afterLoadMs: number, token: string | null) {
  const browser = await puppeteer.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument((t) => {
      performance.setResourceTimingBufferSize(2000);
      if (t) localStorage.setItem('token', t);
    }, token);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const wait = await page.evaluate((ms) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return nav.loadEventEnd + ms - performance.now();
    }, afterLoadMs);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await control.prepare?.(page);
    const before = await scriptsRun(page);
    await armTapClock(page, control.answered);
    const started = await page.evaluate(() => performance.now());
    await control.tap(page);
    await page.waitForFunction(() => window.__tap?.answeredAt !== undefined, {
      polling: 'raf',
      timeout: ANSWER_TIMEOUT_MS,
    });
    const driverMs = (await page.evaluate(() => performance.now())) - started;
    const clock = (await page.evaluate(() => window.__tap)) as Required<TapClock>;
    const seen = new Set(before);
    const forTap = (await scriptsRun(page)).filter((p) => !seen.has(p));
    return { ms: clock.answeredAt - clock.at, driverMs, jsBefore: gzKb(before), jsTap: gzKb(forTap) };
  } finally {
    await browser.close();
  }
}

/**
 * Prints the table (each figure beside its target) and returns how many targets it missed. `paths`: the
 * home's and a branch page's; `token`: a session, for the signed-in control.
 */
export async function benchFirstTap(
  base: string,
  paths: Record<Where, string>,
  token: string,
  runs: number,
): Promise<number> {
  const only = process.env.BENCH_FIRST_TAP_CONTROLS?.split(',');
  console.log(
    `\n# First tap answered (4× CPU, slow 4G, phone), median of ${runs}, and the JS it runs (gzip)`,
  );
  let missed = 0;
  const line = (ok: boolean, label: string, value: string, target: string) => {
    if (!ok) missed += 1;
    console.log(`${ok ? 'ok  ' : 'MISS'} ${label.padEnd(64)} ${value.padStart(9)} (target ${target})`);
  };
  for (const control of CONTROLS.filter((c) => !only || only.some((o) => c.name.includes(o)))) {
    for (const afterLoadMs of [3000, 300] as const) {
      const taps = [];
      let unanswered = 0;
      for (let i = 0; i < runs; i++)
        try {
          taps.push(
            await tapOnce(base + paths[control.where], control, afterLoadMs, control.signedIn ? token : null),
          );
        } catch (err) {
          unanswered += 1;
          console.log(`info ${control.name}: a run failed (${(err as Error).message.split('\n')[0]})`);
        }
      const ms = median([...taps.map((t) => t.ms), ...Array<number>(unanswered).fill(Infinity)]);
      line(
        ms <= TARGET_MS[afterLoadMs],
        `${control.name}, ${afterLoadMs} ms after load`,
        Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'no answer',
        `≤ ${TARGET_MS[afterLoadMs]} ms`,
      );
      if (taps.length > 0)
        console.log(
          `info   as the driver saw it (protocol round trips included)${`${median(taps.map((t) => t.driverMs)).toFixed(0)} ms`.padStart(19)}`,
        );
      if (afterLoadMs === 3000 && taps.length > 0 && control.jsBudget !== false) {
        const before = median(taps.map((t) => t.jsBefore));
        const forTap = median(taps.map((t) => t.jsTap));
        line(
          before <= TARGET_JS_BEFORE_KB,
          `  JS run before the first tap`,
          `${before.toFixed(1)} KB`,
          `≤ ${TARGET_JS_BEFORE_KB} KB`,
        );
        line(
          forTap <= TARGET_JS_TAP_KB,
          `  JS the tap runs before its answer`,
          `${forTap.toFixed(1)} KB`,
          `≤ ${TARGET_JS_TAP_KB} KB`,
        );
      }
    }
  }
  return missed;
}
