// The storefront's islands in the browser tests (docs/decisions/015): their files arrive after the load, fetched
// by a worker into the HTTP cache (app/fetch-in-a-worker.ts), so the page's own resource timing does not list them
// until an island runs; Playwright reports the worker's requests on the page.
import { expect, type Page } from '@playwright/test';

/**
 * Notes each island file as it arrives; the returned wait resolves once `island`'s has (e.g. 'login-dialog'). Set
 * before `goto`.
 */
export function watchIslandFiles(page: Page) {
  const arrived: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/assets/islands/')) arrived.push(request.url());
  });
  return (island: string) =>
    expect.poll(() => arrived.some((url) => url.includes(`/islands/${island}-`))).toBe(true);
}
