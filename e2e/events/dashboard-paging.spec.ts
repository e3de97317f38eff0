// The dashboard's cards hold one page of events; 'Ver más' brings the next page from the paged
// GET /api/event, and the badge counts all of the card's events.
import { loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { createTwelveEventsSoon, openAs } from './events-support.ts';

test.describe('events: dashboard paging', { tag: '@events' }, () => {
  test("a card shows 10 events and 'Ver más' the next ones", async ({ page, request }) => {
    test.setTimeout(120_000);
    const staff = await loginSuperAdmin(request);
    // 12 events in the next 15 days at a branch of their own
    await createTwelveEventsSoon(request, staff.token);
    await openAs(page, staff.token, '/admin');
    const card = page.getByRole('region', { name: 'Eventos de los próximos 15 días' });
    const badge = card.getByLabel(/^\d+ eventos$/);
    await expect(badge).toBeVisible();
    const total = Number(await badge.textContent());
    expect(total).toBeGreaterThanOrEqual(12);
    const rows = card.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(10 + 1); // and the header
    await card.getByRole('button', { name: 'Ver más: eventos de los próximos 15 días' }).click();
    await expect(rows).toHaveCount(Math.min(total, 20) + 1);
    // each event once, in date order
    const texts = await rows.allTextContents();
    expect(new Set(texts).size).toBe(texts.length);
    if (total <= 20) {
      await expect(card.getByRole('button', { name: /^Ver más/ })).toHaveCount(0);
    }
  });
});
