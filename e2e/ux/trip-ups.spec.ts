// Five things users tripped over, each at the viewport where it happened.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { MSG, WIDGET_LABELS } from '@salones/shared/messages';
import { createEventViaApi, createPlaceWithPackage, freshDate, mx } from '../events/events-support.ts';
import { createPlace, uploadGalleryImage } from '../public/media-support.ts';
import { toast } from '../public/public-support.ts';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { createFullBranch } from '../support/data.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { PHONE } from '../support/screenshots.ts';
import { covered, englishLabels, horizontalOverflow } from './ux-support.ts';

const MONTHS = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre';
/** The name Mantine's calendar gives a day button (es-MX, 'D MMMM YYYY'). */
const dayName = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS.split(' ')[m - 1]} ${y}`;
};

test.describe('five things users tripped over', { tag: '@ux' }, () => {
  test('a past date typed in the event wizard stays, and the wizard answers with the spec message', async ({
    page,
    request,
  }) => {
    const customer = await createActiveUser(request, { name: 'Ramiro', lastname: 'Vega' });
    const staff = await loginSuperAdmin(request);
    await openAs(page, staff.token, `/admin/event/${customer.id}`);
    const field = page.getByRole('textbox', { name: 'Fecha del evento', exact: true });

    // Today is not "later than today" either (docs/product.md#5-validation-rules event creation, rule 1).
    await field.fill(mx(todayInMexicoCity()));
    await field.blur();
    await expect(field).toHaveValue(mx(todayInMexicoCity()));
    await expect(field).toHaveAccessibleDescription(MSG.dateNotAfterToday);

    const yesterday = addDays(todayInMexicoCity(), -1);
    await field.fill(mx(yesterday));
    await field.blur();
    await expect(field).toHaveValue(mx(yesterday));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(MSG.dateNotAfterToday);

    // The calendar still offers no past day (it opens on the typed date's month).
    await field.click();
    await expect(page.getByRole('button', { name: dayName(yesterday), exact: true })).toBeDisabled();
    await field.blur();

    await page.getByRole('textbox', { name: 'Nombre del evento' }).fill('Cumpleaños de Ramiro');
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
    await expect(toast(page, MSG.dateNotAfterToday)).toBeVisible();
    await expect(toast(page, MSG.eventMandatory)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/event/${customer.id}$`));

    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(field).toHaveValue(mx(yesterday));
  });

  test('on a phone the Liquidado badge of /pedidos shows its whole word', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const staff = await loginSuperAdmin(request);
    const customer = await createActiveUser(request, { name: 'Valentina', lastname: 'Ríos' });
    const { place, pkg } = await createPlaceWithPackage(request, staff.token);
    const name = 'Cumpleaños número siete de Valentina Ríos Altamirano';
    // Package for 60 people ($10,000) plus the helper's extras (3 × $100), all paid: no debt left.
    const evento = await createEventViaApi(request, staff.token, {
      user: customer.id,
      lugar: place.uid,
      paquete: pkg.uid,
      fecha: freshDate(),
      name,
      abono: 10_300,
    });
    expect(evento.adeudo).toBe(0);

    await openAs(page, customer.token, '/pedidos');
    const card = page.getByRole('article', { name, exact: true });
    const badge = card.locator('.mantine-Badge-root');
    await expect(badge).toHaveText(MSG.paidInFull);
    // Every badge's word fits in its label (no ellipsis) and the badge stays inside its card.
    const cut = await page
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
    const [badgeBox, cardBox] = [await badge.boundingBox(), await card.boundingBox()];
    expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('on a phone a long admin name does not widen the dashboard', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const staff = await loginSuperAdmin(request);
    const admin = await createAdmin(request, {
      name: 'Maximilianoalejandrofranciscojavier',
      lastname: 'Fernándezdelacruzmontemayorescobedo',
    });
    await openAs(page, staff.token, '/admin');
    const admins = page.getByRole('region', { name: 'Administradores' });
    const cell = admins.getByRole('cell', { name: `${admin.name} ${admin.lastname}` });
    await expect(cell).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The card and the whole name stay within the screen's width (other admins' rows may come first).
    for (const box of [await admins.boundingBox(), await cell.boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test('on a phone the branch page shows all five anchors and its WhatsApp link covers nothing', async ({
    page,
    request,
  }) => {
    const { branch } = await createFullBranch(request, 'Anclas');
    await page.setViewportSize(PHONE);
    await page.goto(`/${branch.lugarname}`);
    const anchors = page.getByRole('navigation', { name: 'Secciones de la sucursal' });
    for (const label of ['Inicio', 'Disponibilidad', 'Paquetes', 'Galería', 'Ubicación']) {
      const link = anchors.getByRole('link', { name: label, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(page.getByTestId('package-card').first()).toBeVisible();

    // The WhatsApp link is on the first screen and lies on no text or control, there or at the page's end.
    const whatsApp = page.getByRole('link', { name: `Escribir por WhatsApp a ${branch.sucursal}` });
    await expect(whatsApp).toBeInViewport({ ratio: 1 });
    expect(await covered(whatsApp)).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    expect(await covered(whatsApp)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  });

  test('screen readers hear Spanish in the photo lightbox and in the toasts', async ({ page, request }) => {
    const place = await createPlace(request);
    await uploadGalleryImage(request, place.uid, '#EB144C');
    await uploadGalleryImage(request, place.uid, '#0693e3');
    await page.goto(`/${place.lugarname}`);

    // A toast: the availability form sent empty (docs/product.md#5-validation-rules), an island's toast
    // (decision 015: the same texts, roles and Spanish labels as the app's, drawn without react-toastify).
    await page.getByRole('button', { name: 'Consultar disponibilidad' }).click();
    const notice = toast(page, MSG.availabilityIncomplete.trim());
    await expect(notice).toBeVisible();
    // the region the toast is in is named in Spanish (the app's own region is on the page too, once it runs)
    await expect(
      page.getByRole('region', { name: WIDGET_LABELS.toastRegion }).filter({ has: notice }),
    ).toBeAttached();
    await expect(notice.getByRole('button', { name: WIDGET_LABELS.toastClose })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'notification timer' })).toHaveCount(0);
    // The timer bar is still drawn, hidden from screen readers.
    await expect(notice.locator('.island-toast__timer')).toBeVisible();
    expect(await englishLabels(page.locator('#island-toasts'))).toEqual([]);
    await notice.getByRole('button', { name: WIDGET_LABELS.toastClose }).click();
    await expect(notice).toHaveCount(0);

    await page.getByRole('button', { name: `Ampliar foto 1 de ${place.sucursal}` }).click();
    const lightbox = page.getByRole('dialog', { name: WIDGET_LABELS.lightbox });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('region', { name: WIDGET_LABELS.lightboxPhotos })).toBeVisible();
    await expect(lightbox.getByRole('group', { name: '1 de 2' })).toBeVisible();
    await expect(lightbox.getByRole('button', { name: WIDGET_LABELS.lightboxPrevious })).toBeVisible();
    await expect(lightbox.getByRole('button', { name: WIDGET_LABELS.lightboxClose })).toBeVisible();
    await lightbox.getByRole('button', { name: WIDGET_LABELS.lightboxNext }).click();
    await expect(lightbox.getByRole('group', { name: '2 de 2' })).toBeVisible();
    expect(await englishLabels(lightbox)).toEqual([]);
    await lightbox.getByRole('button', { name: WIDGET_LABELS.lightboxClose }).click();
    await expect(lightbox).toHaveCount(0);

    // A toast left alone still closes itself after its timer.
    await page.getByRole('button', { name: 'Consultar disponibilidad' }).click();
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
  });
});
