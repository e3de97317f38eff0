import { describe, expect, it } from 'vitest';
import {
  entryCss,
  headTags,
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
  },
  _shared: { file: 'assets/shared-b.js', css: ['assets/shared-b.css'] },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-c.js',
    css: ['assets/home-c.css'],
    imports: ['_shared', '_carousel', 'index.html'],
  },
  _carousel: { file: 'assets/carousel-d.js', css: ['assets/carousel-d.css'] },
};

describe('server-rendered document', () => {
  it("finds a page's own chunks and CSS, without what the entry already loads", () => {
    expect(moduleAssets(manifest, 'src/features/home/home-page.tsx')).toEqual({
      js: ['assets/home-c.js', 'assets/carousel-d.js'],
      css: ['assets/home-c.css', 'assets/carousel-d.css'],
    });
    expect(entryCss(manifest)).toEqual(['assets/index-a.css', 'assets/shared-b.css']);
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

  it('puts the app, its head, inline CSS and state into the template', () => {
    const template =
      '<html><head><title>old</title><meta name="description" content="old" /><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head><body><div id="root"></div></body></html>';
    const html = renderDocument(template, {
      appHtml: '<main>hola</main>',
      head: { title: 'Nuevo', description: 'Desc' },
      headTags: '<meta property="og:title" content="Nuevo" />',
      entryCss: [{ href: '/assets/index-a.css', text: 'body{color:red}' }],
      pageAssets: { js: ['assets/home-c.js'], css: ['assets/home-c.css'] },
      state: { queries: [] },
    });
    expect(html).toContain('<title>Nuevo</title>');
    expect(html).toContain('<meta name="description" content="Desc" />');
    expect(html).not.toContain('href="/assets/index-a.css"');
    expect(html).toContain('body{color:red}</style>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-c.js" />');
    expect(html).toContain('<div id="root"><main>hola</main></div>');
    expect(html).toContain('<script type="application/json" id="app-state">{"queries":[]}</script>');
  });
});
