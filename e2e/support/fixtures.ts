import { test as base, expect, type Page } from '@playwright/test';

/** The toast saying `text`: an alert, so a page's other text with the same words is not taken for it. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

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

/**
 * Waits until the app has taken the page over (React's root made on #root). A public page arrives rendered by
 * the server: its buttons are on screen before their handlers are attached, and a click in that
 * moment would be lost; from the root's creation on, React replays it.
 */
export async function waitForApp(page: Page) {
  // a server-rendered page starts its app at the visitor's first move (decision 009): the mouse moves in
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Playwright's `test`, whose `page.goto` to an app page returns once the app runs (waitForApp). */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.includes('text/html')) await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
export { expect };
