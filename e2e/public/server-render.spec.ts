// The public pages arrive rendered by the server — content, title, description, Open Graph and
// JSON-LD in the HTML itself (read here without a browser) — a missing branch or package answers 404, the
// browser takes the page over without errors or a second request for the same data, and no admin or
// account chunk is downloaded on a public page. (Speed is measured by `npm run bench`, not here.)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { MSG } from '@salones/shared/messages';
import { formatMoney } from '@salones/shared/money';
import { addGalleryImage, addSlide, createFullBranch, deleteSlide } from '../support/data.ts';
import { BASE_URL, WEB_DIR } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

/** The server's HTML of `path`, as a crawler or a link preview gets it (no JavaScript runs). */
async function serverHtml(request: APIRequestContext, path: string, status = 200) {
  const res = await request.get(`${BASE_URL}${path}`, { headers: { accept: 'text/html' } });
  expect(res.status(), path).toBe(status);
  expect(res.headers()['content-type']).toMatch(/text\/html/);
  const html = await res.text();
  // React's mark of a Suspense boundary the server gave up on (a lazy component rendered on the server: the
  // first visit after a start hits it, later ones find the module loaded), re-rendered in the browser
  expect(html, path).not.toContain('<!--$!-->');
  return html;
}

const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
/** What is inside #root, where the app renders (the head is checked apart). */
const appHtmlOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown> & { '@type': string | string[] },
  );
const types = (item: { '@type': string | string[] }) => [item['@type']].flat();

function expectHeadOf(html: string, title: string) {
  expect(titleOf(html)).toBe(title);
  const description = metaContent(html, 'name', 'description');
  expect(description?.length).toBeGreaterThan(20);
  expect(metaContent(html, 'property', 'og:title')).toBe(title);
  expect(metaContent(html, 'property', 'og:description')).toBe(description);
  expect(metaContent(html, 'property', 'og:url')).toMatch(/^https?:\/\//);
}

test('each public page arrives rendered: content, title, description, Open Graph and JSON-LD', async ({
  request,
}) => {
  const { branch, packages } = await createFullBranch(request, 'Servidor');
  const [paquete] = packages;
  await addGalleryImage(request, branch.uid);
  const slide = await addSlide(request);
  try {
    const home = await serverHtml(request, '/');
    expectHeadOf(home, titleOf(home)!);
    expect(appHtmlOf(home)).toContain(slide.thumb); // the carousel's first image, in the HTML
    expect(appHtmlOf(home)).toContain('Elige tu sucursal');
    // the branch selector needs no JavaScript (decision 015): a radio and a summary for every branch
    expect(appHtmlOf(home)).toMatch(
      new RegExp(`<input(?=[^>]*type="radio")(?=[^>]*name="sucursal")(?=[^>]*value="${branch.lugarname}")`),
    );
    expect(appHtmlOf(home)).toContain(branch.direccion);
    expect(appHtmlOf(home)).toContain(`href="/${branch.lugarname}"`);
    expect(home).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
    // Mantine's colours apply from the first paint (no colour-scheme script needed)
    expect(home).toContain('<html lang="es-MX" data-mantine-color-scheme="light">');
    const venues = jsonLdOf(home).filter((item) => types(item).includes('LocalBusiness'));
    expect(venues.map((v) => v.name)).toContain(branch.sucursal);

    const description = await serverHtml(request, '/descripcion');
    expectHeadOf(description, titleOf(description)!);
    expect(appHtmlOf(description)).toContain('Quiénes somos');

    const branchPage = await serverHtml(request, `/${branch.lugarname}`);
    expectHeadOf(branchPage, titleOf(branchPage)!);
    expect(titleOf(branchPage)).toContain(branch.sucursal);
    const branchApp = appHtmlOf(branchPage);
    expect(branchApp).toContain(branch.direccion);
    for (const p of packages) expect(branchApp).toContain(p.name);
    expect(branchApp).toContain(formatMoney(paquete.basico));
    const [venue] = jsonLdOf(branchPage);
    expect(types(venue)).toEqual(expect.arrayContaining(['LocalBusiness', 'EventVenue']));
    expect(venue.name).toBe(branch.sucursal);
    const offers = venue.makesOffer as { '@type': string; name: string; price: number }[];
    expect(offers.map((o) => [o['@type'], o.name, o.price])).toEqual(
      expect.arrayContaining(packages.map((p) => ['Offer', p.name, p.basico])),
    );
    expect(metaContent(branchPage, 'property', 'og:image')).toMatch(/^https?:\/\/.+\/uploads\/gallery\//);

    const packagePage = await serverHtml(request, `/${branch.lugarname}/${paquete.uid}`);
    expectHeadOf(packagePage, titleOf(packagePage)!);
    expect(titleOf(packagePage)).toContain(paquete.name);
    expect(appHtmlOf(packagePage)).toContain('Salón por 5 horas');
    expect(appHtmlOf(packagePage)).toContain(formatMoney(paquete.grande));
    const [offer] = jsonLdOf(packagePage);
    expect(types(offer)).toEqual(['Offer']);
    expect(offer).toMatchObject({ name: paquete.name, price: paquete.basico, priceCurrency: 'MXN' });
    expect(types(offer.seller as { '@type': string[] })).toContain('LocalBusiness');

    const cart = await serverHtml(request, '/carrito');
    expect(titleOf(cart)).toBe('Tu carrito');
    expect(appHtmlOf(cart)).toContain('Tu carrito');
  } finally {
    await deleteSlide(request, slide.uid);
  }
});

test("every page's icon is a PNG the server sends (an SVG icon is decoded on the page's main thread)", async ({
  request,
}) => {
  const html = await serverHtml(request, '/');
  const icon = html.match(/<link rel="icon"[^>]*>/)?.[0] ?? '';
  expect(icon).toContain('type="image/png"');
  const href = icon.match(/href="([^"]+)"/)?.[1] ?? '';
  const res = await request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  // PNG's signature
  expect([...(await res.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});

test('a missing branch or package answers 404 with the not-found page', async ({ request }) => {
  const { branch, packages } = await createFullBranch(request, 'Falta');
  for (const path of [
    '/sucursal-que-no-existe',
    `/${branch.lugarname}/00000000-0000-4000-8000-000000000000`,
    `/${branch.lugarname}/no-es-id`,
    '/una/ruta/que/no/existe',
  ]) {
    const html = await serverHtml(request, path, 404);
    expect(appHtmlOf(html), path).toContain(MSG.notFound);
  }
  const other = await createFullBranch(request, 'Ajena');
  await serverHtml(request, `/${other.branch.lugarname}/${packages[0].uid}`, 404);
  await serverHtml(request, `/${branch.lugarname}/${packages[0].uid}`, 200);
});

/** The built chunks of the account and admin pages (from Vite's manifest of the build the server runs). */
function privateChunks(): string[] {
  const web = WEB_DIR ?? new URL('../../apps/web/dist/', import.meta.url).pathname;
  const file = path.join(web, '.vite', 'manifest.json');
  expect(existsSync(file), `${file} (build the web app first)`).toBe(true);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; src?: string }>;
  const privateSource =
    /^src\/features\/(admin-[^/]+|dashboard|orders|contract|auth\/[^/]+-page)\/|^src\/features\/auth\/(activate|reset)/;
  const files = Object.values(manifest)
    .filter((c) => c.src && privateSource.test(c.src))
    .map((c) => c.file);
  expect(files.length).toBeGreaterThan(5);
  return files;
}

/** Opens `path` and reports console errors/warnings, page errors, API calls and downloaded scripts. */
async function visit(page: Page, path: string) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  const scripts: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    // the not-found page's own 404 answer is reported by Chromium as a failed resource
    if (m.location().url === `${BASE_URL}${path}` && m.text().includes('404')) return;
    problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // a CSP violation (an inline script, or an eval probe) is reported even when the page catches it
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    ),
  );
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    if (r.resourceType() === 'script') scripts.push(url.pathname.slice(1));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { problems, apiCalls, scripts };
}

test('the browser takes each public page over without errors, CSP violations, refetching or staff code', async ({
  page,
  request,
}) => {
  const { branch, packages } = await createFullBranch(request, 'Hidratar');
  const hidden = privateChunks();
  // what the server already put in the page (the branch page's availability calendar loads its own data)
  const served = /^\/api\/(site|footer|slide|locates|package|gallery)\b/;
  for (const path of [
    '/',
    '/descripcion',
    `/${branch.lugarname}`,
    `/${branch.lugarname}/${packages[0].uid}`,
    '/carrito',
    // The log-in page, rendered by the server too
    `/iniciar-sesion?volver=${encodeURIComponent(`/${branch.lugarname}`)}`,
    '/no-existe',
  ]) {
    const { problems, apiCalls, scripts } = await visit(page, path);
    expect(problems, path).toEqual([]);
    expect(
      apiCalls.filter((call) => served.test(call)),
      path,
    ).toEqual([]);
    expect(
      scripts.filter((s) => hidden.includes(s)),
      path,
    ).toEqual([]);
    await expect(page.locator('h1').first()).toBeAttached();
  }
  // hydrated: client-side navigation works and sets the next page's title
  await page.goto(`/${branch.lugarname}`);
  await page.getByRole('link', { name: `Ver detalles de ${packages[0].name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: packages[0].name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(packages[0].name));
});
