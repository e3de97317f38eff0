import { test } from '../support/fixtures.ts';
import { DESKTOP, PHONE } from '../support/screenshots.ts';
import { fiscalDataJourney } from './fiscal-data-journey.ts';

for (const size of [PHONE, DESKTOP])
  test(`${size.width} px: a family writes its fiscal data on /pedidos, checked before it is sent`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    await fiscalDataJourney(page, request);
  });
