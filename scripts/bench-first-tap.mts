// The price of decision 009 (a server-rendered page starts its app at the visitor's first move): how long the
// first tap on a control waits for its answer, on Lighthouse's phone profile (4× slower CPU, slow 4G), against
// a second tap once the app runs. The tap is "Agregar al carrito" of a package page, signed out: its answer is
// the toast asking to log in.
import { MSG } from '@salones/shared/messages';
import puppeteer, { type Page } from 'puppeteer-core';
import { median } from './bench-support.mts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile throttling (simulated slow 4G, 4× CPU), applied for real here */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const answers = (page: Page) =>
  page.evaluate(
    (text) =>
      [...document.querySelectorAll('[role="alert"]')].filter((e) => e.textContent?.includes(text)).length,
    MSG.cartNeedsLogin,
  );

/** ms from a tap on the button until a new toast answering it shows */
async function tapToAnswer(page: Page): Promise<number> {
  const button = await page.waitForSelector('button::-p-text(Agregar al carrito)');
  const before = await answers(page);
  const started = await page.evaluate(() => performance.now());
  await button!.tap();
  await page.waitForFunction(
    (text, n) =>
      [...document.querySelectorAll('[role="alert"]')].filter((e) => e.textContent?.includes(text)).length >
      n,
    { polling: 'raf', timeout: 60_000 },
    MSG.cartNeedsLogin,
    before,
  );
  return (await page.evaluate(() => performance.now())) - started;
}

/** Median ms of the first tap (the app starts on it) and of a second tap (the app already runs). */
export async function firstTap(url: string, runs: number) {
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < runs; i++) {
    const browser = await puppeteer.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // loaded, and the app's files fetched ahead while the visitor reads
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
      first.push(await tapToAnswer(page));
      second.push(await tapToAnswer(page));
    } finally {
      await browser.close();
    }
  }
  return { first: median(first), second: median(second) };
}
