import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  createPlace,
  deleteAllSlides,
  deleteSlide,
  uploadGalleryImage,
  uploadSlide,
} from './media-support.ts';

test('the home carousel loads the first slide eagerly and the others lazily, with thumbnails for small screens', async ({
  page,
  request,
}) => {
  const mine = [await uploadSlide(request, '#00d084'), await uploadSlide(request, '#0693e3')];
  const { slide } = await (await request.get(`${BASE_URL}/api/slide`)).json();
  await page.goto('/');
  const images = page.locator('#home img');
  await expect(images).toHaveCount(slide.length);
  await expect(images.first()).toBeVisible();
  for (let i = 0; i < slide.length; i++) {
    const img = images.nth(i);
    await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    if (i === 0) await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('srcset', `${slide[i].thumb} 480w, ${slide[i].imagen} 1600w`);
    await expect(img).toHaveAttribute(
      'alt',
      `Imagen ${i + 1} de ${slide.length} de nuestras fiestas infantiles`,
    );
  }
  await expect(page.getByRole('button', { name: 'Imagen siguiente' })).toBeVisible();
  for (const s of mine) await deleteSlide(request, s.uid);
});

test('the home carousel shows the default image when there are no slides', async ({ page, request }) => {
  await deleteAllSlides(request);
  await page.goto('/');
  const img = page.locator('#home img');
  await expect(img).toHaveCount(1);
  await expect(img).toHaveAttribute('src', '/default-slide.svg');
  await expect(img).toHaveAttribute('alt', /.+/);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test('the branch gallery shows lazy thumbnails and opens the full image in a lightbox', async ({
  page,
  request,
}) => {
  const place = await createPlace(request);
  const first = await uploadGalleryImage(request, place.uid, '#EB144C');
  const second = await uploadGalleryImage(request, place.uid, '#fcb900');
  await page.goto(`/${place.lugarname}`);
  const gallery = page.locator('section#galeria');
  const thumbs = gallery.locator('img');
  await expect(thumbs).toHaveCount(2);
  await expect(thumbs.nth(0)).toHaveAttribute('src', first.thumb);
  await expect(thumbs.nth(1)).toHaveAttribute('loading', 'lazy');
  await gallery.getByRole('button', { name: `Ampliar foto 2 de ${place.sucursal}` }).click();
  const lightbox = page.locator('.yarl__root');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator(`img[src="${second.imagen}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
});
