import { test } from '../support/fixtures.ts';
import { DESKTOP } from '../support/screenshots.ts';
import { facturaJourney } from './factura-journey.ts';

// The family's factura from a computer (its phone's is screens/facturas.spec.ts, with the screenshots).
test.describe('facturas', { tag: '@booking' }, () => {
  test('1280 px: a family invoices its party paid in two parts; staff list the CFDI', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await facturaJourney(page, request, DESKTOP);
  });
});
