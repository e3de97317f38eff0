import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SCREENSHOTS_ON, SCREENSHOTS_PROJECT } from './env.ts';

const DIR = new URL('../../screenshots/', import.meta.url).pathname;
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** True in the screenshots project unless E2E_SCREENSHOTS=off; elsewhere shoot() and shootOnce() do nothing. */
export const takingScreenshots = () => SCREENSHOTS_ON && test.info().project.name === SCREENSHOTS_PROJECT;

/**
 * Full-page screenshots of the current page at phone and desktop widths: screenshots/<name>-{375,1280}.png.
 * Toasts are hidden for the shot only (they would cover the page; closing them waits for their animation).
 * Only in the screenshots project: functional tests spend no time on pictures.
 */
export async function shoot(page: Page, name: string) {
  if (!takingScreenshots()) return;
  const hideToasts = await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  const original = page.viewportSize();
  await atEachWidth(page, name, (path) => page.screenshot({ path, fullPage: true }));
  if (original) await page.setViewportSize(original);
  await hideToasts.evaluate((el) => (el as Element).remove());
}

/** One element at phone and desktop widths: screenshots/<name>-{375,1280}.png (only in the screenshots project). */
export async function shootElement(page: Page, element: Locator, name: string) {
  if (!takingScreenshots()) return;
  await atEachWidth(page, name, (path) => element.screenshot({ path }));
}

async function atEachWidth(page: Page, name: string, take: (path: string) => Promise<unknown>) {
  mkdirSync(DIR, { recursive: true });
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await take(`${DIR}${name}-${size.width}.png`);
  }
}

/** One screenshot at the current viewport: screenshots/<file>.png (only in the screenshots project). */
export async function shootOnce(page: Page, file: string, fullPage = false) {
  if (!takingScreenshots()) return;
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: `${DIR}${file}.png`, fullPage });
}

/**
 * A picture a journey keeps of a page or of one element (`path` from the e2e folder, or absolute), unless
 * E2E_SCREENSHOTS=off. An element's picture waits for it to be visible; with pictures off that is still checked.
 */
export async function picture(target: Page | Locator, options: { path: string; fullPage?: boolean }) {
  const isPage = 'goto' in target;
  if (!SCREENSHOTS_ON) {
    if (!isPage) await expect(target).toBeVisible();
    return;
  }
  await (isPage ? target.screenshot(options) : target.screenshot({ path: options.path }));
}
