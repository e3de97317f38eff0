import { PAGE_MARKS_SCRIPT } from '@salones/shared/page-marks';
import { describe, expect, it } from 'vitest';
import {
  appFiles,
  entryCss,
  headTags,
  islandChunks,
  islandImports,
  moduleAssets,
  renderDocument,
  scriptJson,
  type ViteManifest,
} from './document.ts';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    css: ['assets/index-a.css'],
    imports: ['_shared'],
    dynamicImports: ['src/app/boot.tsx'],
  },
  'src/app/boot.tsx': {
    file: 'assets/boot-e.js',
    css: ['assets/boot-e.css'],
    imports: ['_layout'],
    dynamicImports: ['src/app/all-styles.ts'],
  },
  // a module of CSS only: Vite's manifest names the CSS as its file
  'src/app/all-styles.ts': { file: 'assets/all-styles-g.css' },
  _layout: { file: 'assets/layout-f.js', css: ['assets/layout-f.css'] },
  _shared: { file: 'assets/shared-b.js', css: ['assets/shared-b.css'] },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-c.js',
    css: ['assets/home-c.css'],
    imports: ['_shared', '_carousel', '_layout', 'index.html'],
  },
  _carousel: { file: 'assets/carousel-d.js', css: ['assets/carousel-d.css'] },
};

describe('server-rendered document', () => {
  it("finds a page's own chunks and CSS, without what the entry and the app (boot) already load", () => {
    expect(moduleAssets(manifest, 'src/features/home/home-page.tsx')).toEqual({
      js: ['assets/home-c.js', 'assets/carousel-d.js'],
      css: ['assets/home-c.css', 'assets/carousel-d.css'],
    });
    expect(entryCss(manifest)).toEqual([
      'assets/index-a.css',
      'assets/shared-b.css',
      'assets/boot-e.css',
      'assets/layout-f.css',
    ]);
    // what the entry prefetches for the app: boot and its imports (the entry's own chunks too, not the entry)
    // and the CSS it loads before hydrating
    expect(appFiles(manifest)).toEqual([
      '/assets/shared-b.js',
      '/assets/boot-e.js',
      '/assets/layout-f.js',
      '/assets/all-styles-g.css',
    ]);
  });

  it('writes JSON that no text can break out of', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('escapes the head, makes addresses absolute, and says no canonical for a not-found page', () => {
    const tags = headTags(
      {
        title: 'Fiesta "grande" <b>',
        description: 'Paquetes & precios',
        image: '/uploads/a.webp',
        jsonLd: [{ '@type': 'Offer', url: '/centro/1', seller: { url: '/centro' } }],
      },
      { origin: 'https://fiestas.mx', url: '/centro', siteName: 'Club' },
    );
    expect(tags).toContain('<meta property="og:title" content="Fiesta &quot;grande&quot; &lt;b&gt;" />');
    expect(tags).toContain('<meta property="og:description" content="Paquetes &amp; precios" />');
    expect(tags).toContain('<meta property="og:image" content="https://fiestas.mx/uploads/a.webp" />');
    expect(tags).toContain('<link rel="canonical" href="https://fiestas.mx/centro" />');
    const ld = JSON.parse(tags.match(/application\/ld\+json">(.*?)<\/script>/)![1]);
    expect(ld).toEqual({
      '@type': 'Offer',
      url: 'https://fiestas.mx/centro/1',
      seller: { url: 'https://fiestas.mx/centro' },
    });
    expect(headTags({ title: 'x', notFound: true }, { origin: 'o', url: '/x', siteName: 'c' })).not.toContain(
      'canonical',
    );
  });

  it("lists each island's chunk by name, and the chunks the page's islands import, each once", () => {
    const manifest: ViteManifest = {
      '_preact-a.js': { file: 'preact-a.js' },
      '_toast-b.js': { file: 'toast-b.js', imports: ['_preact-a.js'] },
      '_calendar-only-c.js': { file: 'calendar-only-c.js', imports: ['_preact-a.js'] },
      'src/islands/add-to-cart.ts': { file: 'add-to-cart-d.js', isEntry: true, imports: ['_toast-b.js'] },
      'src/islands/availability-calendar.ts': {
        file: 'availability-calendar-e.js',
        isEntry: true,
        imports: ['_calendar-only-c.js', '_preact-a.js'],
      },
    };
    expect(islandChunks(manifest)).toEqual({
      'add-to-cart': '/assets/islands/add-to-cart-d.js',
      'availability-calendar': '/assets/islands/availability-calendar-e.js',
    });
    expect(islandImports(manifest, ['add-to-cart'])).toEqual([
      '/assets/islands/toast-b.js',
      '/assets/islands/preact-a.js',
    ]);
    expect(islandImports(manifest, ['add-to-cart', 'availability-calendar']).sort()).toEqual([
      '/assets/islands/calendar-only-c.js',
      '/assets/islands/preact-a.js',
      '/assets/islands/toast-b.js',
    ]);
    expect(islandImports(null, ['add-to-cart'])).toEqual([]);
  });

  it('puts the app, its head, inline CSS, the page chunks and state into the template', () => {
    const template =
      '<html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-a.js"></script><title>old</title><meta name="description" content="old" /><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head><body><div id="root"></div></body></html>';
    const html = renderDocument(template, {
      appHtml: '<main>hola</main>',
      head: { title: 'Nuevo', description: 'Desc', preloadImage: { src: '/uploads/a.webp' } },
      headTags: '<meta property="og:title" content="Nuevo" />',
      entryCss: [
        { href: '/assets/index-a.css', text: 'body{color:red}' },
        { href: '/assets/boot-e.css', text: '.header{color:green}' },
      ],
      pageAssets: {
        js: ['assets/home-c.js'],
        css: [{ href: '/assets/home-c.css', text: '.home{color:blue}' }],
      },
      appFiles: ['/assets/boot-e.js'],
      state: { queries: [] },
    });
    expect(html).toContain('<title>Nuevo</title>');
    expect(html).toContain('<meta name="description" content="Desc" />');
    expect(html).not.toContain('href="/assets/index-a.css"');
    expect(html).toContain('body{color:red}</style>');
    // the app's CSS (no link in the template) is inline as well
    expect(html).toContain('<style data-entry-css="/assets/boot-e.css">.header{color:green}</style>');
    // the page's CSS inline too; its JS listed for the entry to preload after the load (no request before)
    expect(html).toContain('.home{color:blue}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="application/json" id="page-chunks">{"page":["/assets/home-c.js"],"app":["/assets/boot-e.js"]}</script>',
    );
    // first the page marks' inline script (it requests nothing), then the LCP image: the first request the head
    // makes, before the entry script
    const marks = `<script>${PAGE_MARKS_SCRIPT}</script>`;
    expect(html.indexOf(marks)).toBe(
      html.indexOf('<meta charset="UTF-8" />') + '<meta charset="UTF-8" />'.length + '\n    '.length,
    );
    expect(
      html.indexOf('<link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high" />'),
    ).toBe(html.indexOf(marks) + marks.length + '\n    '.length);
    expect(html).toContain('<div id="root"><main>hola</main></div>');
    expect(html).toContain('<script type="application/json" id="app-state">{"queries":[]}</script>');
  });
});
