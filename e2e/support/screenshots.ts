import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

const DIR = new URL('../../screenshots/', import.meta.url).pathname;
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Full-page screenshots of the current page at phone and desktop widths: screenshots/<name>-{375,1280}.png.
 * Toasts are hidden for the shot only (they would cover the page; closing them waits for their animation).
 */
export async function shoot(page: Page, name: string) {
  mkdirSync(DIR, { recursive: true });
  const hideToasts = await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  const original = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${DIR}${name}-${size.width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
  await hideToasts.evaluate((el) => (el as Element).remove());
}
