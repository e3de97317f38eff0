import { fiscalDataJourney } from '../accounts/fiscal-data-journey.ts';
import { test } from '../support/fixtures.ts';

// 'Datos de facturación' on /pedidos at 375 and 1280 px (pedidos-datos-facturacion*.png).
test("/pedidos' fiscal data: refused, then saved", async ({ page, request }) => {
  await fiscalDataJourney(page, request);
});
