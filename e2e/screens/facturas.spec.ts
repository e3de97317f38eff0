import { facturaJourney } from '../booking/factura-journey.ts';
import { test } from '../support/fixtures.ts';

// The family's factura from its phone, and staff's 'Facturas', at 375 and 1280 px (facturas-*.png): the journey's
// assertions and its screenshots in one run (the browser suite's time budget, README "CI time budgets"). From a
// computer: booking/factura-desktop.spec.ts.
test.describe('facturas', { tag: '@booking' }, () => {
  test('375 px: a family invoices its party paid in two parts; staff list the CFDI', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await facturaJourney(page, request);
  });
});
