import { MSG } from '@salones/shared/messages';
import { expect, test } from '../support/fixtures.ts';

test('an unknown route shows the not-found page, whose link goes home', async ({ page }) => {
  await page.goto('/algo/que/no/existe');
  await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
  await expect(page).toHaveTitle(/^Página no encontrada \| /);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: MSG.notFound })).toHaveCount(0);
});
