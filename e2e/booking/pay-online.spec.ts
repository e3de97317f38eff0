import { test } from '../support/fixtures.ts';
import { payOnlineJourney } from './pay-online-journey.ts';

// Request → accept → pay the anticipo → the event and the receipt; the balance → 'Liquidado'.
test.describe('paying online', { tag: '@booking' }, () => {
  test('a family pays the anticipo and the balance on the provider page', async ({ page, request }) => {
    test.setTimeout(180_000);
    await payOnlineJourney(page, request);
  });
});
