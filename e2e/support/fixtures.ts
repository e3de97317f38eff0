import { test as base, expect, type Page } from '@playwright/test';

/**
 * Opens `path` signed in as `token` (or signed out with null). The token is written by an init script
 * in the new document itself: writing localStorage in one document and navigating at once can lose
 * the write when Chromium starts the next document in another renderer process.
 */
export async function openAs(page: Page, token: string | null, path = '/') {
  const script = await page.addInitScript((t) => {
    if (t) localStorage.setItem('token', t);
    else localStorage.removeItem('token');
  }, token);
  try {
    await page.goto(path);
  } finally {
    await script.dispose();
  }
}

export const test = base;
export { expect };
