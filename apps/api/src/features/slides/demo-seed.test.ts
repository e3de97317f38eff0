import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { uploadedFiles } from '../../test/upload.ts';

describe('demo content of a new database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
  });
  afterAll(() => t.close());

  it('has three carousel slides drawn at seed time, served as WebP', async () => {
    const { slide } = (await call(t.app, { url: '/api/slide' })).json();
    expect(slide).toHaveLength(3);
    const file = await t.app.inject({ url: slide[0].imagen });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 600,
    });
  });

  it('gives the first two branches a gallery of three pictures and leaves the third empty', async () => {
    const { lugares } = (await call(t.app, { url: '/api/locates' })).json();
    const counts: Record<string, number> = {};
    for (const place of lugares) {
      counts[place.lugarname] = (
        await call(t.app, { url: `/api/gallery/${place.uid}` })
      ).json().galeria.length;
    }
    expect(counts).toEqual({ coyoacan: 3, satelite: 3, polanco: 0 });
    expect(await uploadedFiles(t.config.dataDir)).toHaveLength((3 + 6) * 2);
  });

  it('lists package descriptions in the order they were written', async () => {
    const [place] = (await call(t.app, { url: '/api/locates/name/coyoacan' })).json().lugarData;
    const [fiesta] = (await call(t.app, { url: `/api/package/${place.uid}` })).json().paquetes;
    expect(fiesta.name).toBe('Paquete Fiesta');
    expect(fiesta.descripciones.map((d: { descripcion: string }) => d.descripcion)).toEqual([
      'Salón por 5 horas',
      'Menú para adultos y niños',
      'Pastel y piñata',
      'Animador',
    ]);
  });
});
