import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mailbox.ts';
import { toast } from './auth-modal.ts';

// Footer of the demo seed: phones 5512345678 and 5587654321, phone3 empty, Twitter empty, contact
// e-mail contacto@fiestas.mx, job e-mail empleo@fiestas.mx.
test('the footer shows the active, non-empty items of the demo footer and hides the empty ones', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer#contacto');
  await expect(footer.getByRole('heading', { name: 'Nosotros' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Contactanos' })).toBeVisible();
  const phones = footer.locator('a[href^="tel:"]');
  await expect(phones).toHaveCount(2);
  await expect(phones.nth(0)).toHaveAttribute('href', 'tel:5512345678');
  await expect(phones.nth(1)).toHaveAttribute('href', 'tel:5587654321');
  await expect(footer.getByRole('link', { name: 'contacto@fiestas.mx' })).toHaveAttribute(
    'href',
    'mailto:contacto@fiestas.mx',
  );
  await expect(footer.getByText('Bolsa de trabajo')).toBeVisible();
  await expect(footer.getByText('Av. Universidad 1500, Coyoacán, Ciudad de México')).toBeVisible();
  for (const network of ['Facebook', 'Instagram', 'Youtube']) {
    await expect(footer.getByRole('link', { name: network })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Twitter' })).toHaveCount(0);
  await expect(footer.getByLabel('Mensaje')).toHaveAttribute('rows', '4');
  await expect(footer.getByLabel('Tu e-mail')).toHaveAttribute('type', 'email');
  await expect(footer).toContainText('© 2022 Club Fiestas Infantiles');
  await footer.scrollIntoViewIfNeeded();
});

test('the footer contact form sends the message to the contact address and is cleared', async ({ page }) => {
  const text = `Quiero informes para una fiesta ${Date.now()}`;
  await page.goto('/reset');
  const footer = page.locator('footer#contacto');
  await footer.getByLabel('Tu e-mail').fill('mama.de.sofia@e2e.test');
  await footer.getByLabel('Mensaje').fill(text);
  await footer.getByRole('button', { name: 'Enviar Correo' }).click();
  await expect(toast(page, 'Mensaje enviado, te contactaremos pronto')).toBeVisible();
  await expect(footer.getByLabel('Tu e-mail')).toHaveValue('');
  await expect(footer.getByLabel('Mensaje')).toHaveValue('');
  await expect(async () => {
    expect(await waitForMail('contacto@fiestas.mx')).toContain(text);
  }).toPass({ timeout: 15_000 });
});

test('navbar links scroll to their section 70 px below the top, from any page', async ({ page }) => {
  await page.goto('/reset');
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Conocenos' }).click();
  await expect(page).toHaveURL(/\/#conocenos$/);
  // null until the lazily loaded home page has rendered the section, so the poll keeps waiting
  const topOf = (id: string) =>
    page.evaluate((i) => {
      const el = document.getElementById(i);
      return el ? Math.round(el.getBoundingClientRect().top) : null;
    }, id);
  await expect.poll(() => topOf('conocenos')).toBe(70);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(/\/#contacto$/);
  await expect(page.locator('footer#contacto')).toBeInViewport();
});

test('on a phone the section links live in a drawer behind the burger', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Secciones' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Contacto' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('footer#contacto')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
