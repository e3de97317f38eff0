import { payOnlineJourney } from '../booking/pay-online-journey.ts';
import { test } from '../support/fixtures.ts';

// The screens of paying online at 375 and 1280 px (payments-*.png).
test('paying online: anticipo, status, balance, /pedidos, /admin/terminos', async ({ page, request }) => {
  test.setTimeout(240_000);
  await payOnlineJourney(page, request);
});
