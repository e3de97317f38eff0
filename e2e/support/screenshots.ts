import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

const DIR = new URL('../../screenshots/', import.meta.url).pathname;
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** Full-page screenshots of the current page at phone and desktop widths: screenshots/<name>-{375,1280}.png */
export async function shoot(page: Page, name: string) {
  mkdirSync(DIR, { recursive: true });
  const original = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${DIR}${name}-${size.width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
