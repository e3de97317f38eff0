import { setFooter, uniqueId } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mailbox.ts';
import { toast } from './auth-modal.ts';

// The footer this file writes first (setFooter): two phones shown, the third and Twitter hidden or empty.
const id = uniqueId();
const FOOTER = {
  direccion: `Calle de Prueba ${id}, Ciudad de México`,
  activeDireccion: true,
  descripcion: `Fiestas de prueba ${id}`,
  activeDescripcion: true,
  phone1: '5510000001',
  activePhone1: true,
  phone2: '5510000002',
  activePhone2: true,
  phone3: '',
  activePhone3: true,
  emailContacto: `contacto-${id}@e2e.test`,
  activeContacto: true,
  emailTrabajo: `empleo-${id}@e2e.test`,
  activeTrabajo: true,
  urlFacebook: 'https://www.facebook.com/fiestas-e2e',
  activeFacebook: true,
  urlInstagram: 'https://www.instagram.com/fiestas-e2e',
  activeInstagram: true,
  urlYoutube: 'https://www.youtube.com/@fiestas-e2e',
  activeYoutube: true,
  urlTwitter: 'https://twitter.com/fiestas-e2e',
  activeTwitter: false,
};

test.beforeEach(async ({ request }) => {
  await setFooter(request, FOOTER);
});

test('the footer shows its active, non-empty items and hides the empty and switched-off ones', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer#contacto');
  await expect(footer.getByRole('heading', { name: 'Nosotros' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Contactanos' })).toBeVisible();
  await expect(footer.getByText(FOOTER.descripcion)).toBeVisible();
  const phones = footer.locator('a[href^="tel:"]');
  await expect(phones).toHaveCount(2);
  await expect(phones.nth(0)).toHaveAttribute('href', `tel:${FOOTER.phone1}`);
  await expect(phones.nth(1)).toHaveAttribute('href', `tel:${FOOTER.phone2}`);
  await expect(footer.getByRole('link', { name: FOOTER.emailContacto })).toHaveAttribute(
    'href',
    `mailto:${FOOTER.emailContacto}`,
  );
  await expect(footer.getByText('Bolsa de trabajo')).toBeVisible();
  await expect(footer.getByText(FOOTER.direccion)).toBeVisible();
  for (const network of ['Facebook', 'Instagram', 'Youtube']) {
    await expect(footer.getByRole('link', { name: network })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', FOOTER.urlFacebook);
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
    expect(await waitForMail(FOOTER.emailContacto)).toContain(text);
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
