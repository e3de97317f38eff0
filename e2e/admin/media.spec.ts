import { MEDIA_MSG } from '@salones/shared/media';
import { MSG } from '@salones/shared/messages';
import { loginSuperAdmin } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPlace, drawPng, dropImage, openAdmin } from './admin-support.ts';

test.describe('admin gallery and slides', { tag: '@admin' }, () => {
  test('upload gallery images by click and by drag and drop, then delete one', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    const place = await createPlace(request, token);
    await openAdmin(page, token, `/admin/gallery/${place.uid}`);
    await expect(page.getByRole('heading', { name: `Galería de ${place.sucursal}` })).toBeVisible();
    await expect(page.getByText(MSG.galleryEmpty)).toBeVisible();
    const images = page.getByRole('img', { name: /de la galería/ });

    // by click: the dropzone's file input
    const png = await drawPng(page);
    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(MSG.dropzoneHint)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Agregar imagen' })).toBeDisabled();
    await dialog
      .getByLabel('Imagen')
      .setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: png.buffer });
    await expect(dialog.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Agregar imagen' }).click();
    await expect(page.getByText(MEDIA_MSG.added)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(images).toHaveCount(1);

    // by drag and drop
    const dropped = await drawPng(page, '#00d084');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await dropImage(page, dropped.dataUrl, 'arrastrada.png');
    await expect(dialog.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Agregar imagen' }).click();
    await expect(dialog).toBeHidden();
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveJSProperty('complete', true);
    expect(await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Eliminar imagen 1' }).click();
    await expect(page.getByRole('dialog')).toContainText('¿Estas seguro de querer eliminar a esta imagen?');
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(images).toHaveCount(1);
  });

  test('a file that is not jpeg or png is refused before upload', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    const place = await createPlace(request, token);
    await openAdmin(page, token, `/admin/gallery/${place.uid}`);
    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('Imagen')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una imagen') });
    await expect(dialog.getByRole('alert')).toHaveText(MEDIA_MSG.wrongType);
    await expect(dialog.getByRole('button', { name: 'Agregar imagen' })).toBeDisabled();
  });

  test('upload a slide and delete it', async ({ page, request }) => {
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/slides');
    await expect(page.getByRole('heading', { name: 'Slides' })).toBeVisible();
    const slides = page.getByRole('img', { name: /^Slide \d+$/ });
    await expect(page.getByRole('button', { name: 'Agregar' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const srcs = () => slides.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    const before = await srcs();

    const png = await drawPng(page, '#8ed1fc');
    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar slide' });
    await dialog
      .getByLabel('Imagen')
      .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: png.buffer });
    await dialog.getByRole('button', { name: 'Agregar imagen' }).click();
    await expect(dialog).toBeHidden();
    await expect(slides).toHaveCount(before.length + 1);

    const index = (await srcs()).findIndex((src) => !before.includes(src));
    await page.getByRole('button', { name: `Eliminar slide ${index + 1}` }).click();
    await expect(page.getByRole('dialog')).toContainText('¿Estas seguro de querer eliminar a este slide?');
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(slides).toHaveCount(before.length);
    expect(await srcs()).toEqual(before);
  });
});
