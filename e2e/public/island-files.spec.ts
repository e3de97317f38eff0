// Decision 015: after the load a page's islands' files are fetched into the HTTP cache by a worker, not by the page
// (each request and each piece of its answer would be a task on the page's main thread, app/fetch-in-a-worker.ts);
// the first press on an island reads them from that cache. Where no worker can start, the page fetches them itself
// and the island answers the same.
// Playwright's own `test`: the suite's fixture would wait for the app before the press (waitForApp).
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { createFullBranch } from '../support/data.ts';
import { toast } from '../support/fixtures.ts';
import { watchIslandFiles } from '../support/islands.ts';

/** The islands' files the page itself has fetched or run: `[file name, how it was asked for, bytes transferred]`. */
const islandFilesOfThePage = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/assets/islands/'))
      .map((e) => {
        const entry = e as PerformanceResourceTiming;
        return [entry.name.split('/').pop() ?? '', entry.initiatorType, entry.transferSize] as const;
      }),
  );

const consultar = async (page: Page) => {
  await page.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  await expect(toast(page, MSG.availabilityIncomplete.trim())).toHaveCount(1);
};

test('the islands’ files arrive through a worker after the load, and a press reads them from the cache', async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Archivos en un worker');
  const arrived = watchIslandFiles(page);
  await page.goto(`/${branch.lugarname}`);
  for (const island of ['islands-shared', 'availability-form', 'availability-calendar', 'contact-form'])
    await arrived(island);
  // fetched, but not by the page: its own requests list none of them
  expect(await islandFilesOfThePage(page)).toEqual([]);

  await consultar(page);
  const run = await islandFilesOfThePage(page);
  const form = run.find(([name]) => name.startsWith('availability-form-'));
  const shared = run.find(([name]) => name.startsWith('islands-shared-'));
  // run from the cache the worker filled: nothing transferred again
  expect(form).toEqual([expect.any(String), 'script', 0]);
  expect(shared).toEqual([expect.any(String), 'script', 0]);
});

test('where no worker can start, the page fetches its islands’ files itself and the island answers', async ({
  page,
  request,
}) => {
  const { branch } = await createFullBranch(request, 'Archivos sin worker');
  await page.addInitScript(() => {
    // a policy refusing workers: the constructor is not there
    Reflect.deleteProperty(window, 'Worker');
  });
  await page.goto(`/${branch.lugarname}`);
  await expect
    .poll(async () => (await islandFilesOfThePage(page)).filter(([, how]) => how === 'fetch').length)
    .toBeGreaterThanOrEqual(4);
  await consultar(page);
});
