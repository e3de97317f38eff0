// The page's Open Graph image (1200×630 PNG) — the name, the age and the date on the theme — so
// the WhatsApp preview looks like an invitation. satori lays it out as SVG (its font: Nunito from
// @fontsource, .woff — satori reads no woff2), resvg draws it. Each image is made once per page version
// and kept (LRU); the page links it with ?v=<last edit>, so an edit gets a new image.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { INVITATION_TEXT, type PublicInvitationDto, THEMES } from '@salones/shared/invitations';
import { LRUCache } from 'lru-cache';

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 800] as const).map(async (weight) => ({
      name: 'Nunito',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`)),
    })),
  ));

const cache = new LRUCache<string, Buffer>({ max: 200 });

type El = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): El => ({
  type,
  props: { style, children },
});

function layout(p: PublicInvitationDto): El {
  const t = THEMES[p.tema];
  const dot = (color: string, left: number, top: number, size: number) =>
    h('div', {
      position: 'absolute',
      left,
      top,
      width: size,
      height: size * 1.2,
      borderRadius: '50%',
      background: color,
    });
  return h(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      background: t.bg,
      color: t.ink,
      fontFamily: 'Nunito',
      position: 'relative',
    },
    [
      dot(t.dots[0], 60, 60, 120),
      dot(t.dots[1], 1010, 80, 110),
      dot(t.dots[2], 110, 420, 90),
      dot(t.dots[0], 1040, 430, 100),
      h('div', { fontSize: 40, fontWeight: 400 }, INVITATION_TEXT.invitesYouShort),
      h(
        'div',
        { fontSize: 110, fontWeight: 800, maxWidth: 900, textAlign: 'center', lineHeight: 1.05 },
        p.festejado,
      ),
      h(
        'div',
        { fontSize: 56, fontWeight: 800, color: t.accent, marginTop: 10 },
        INVITATION_TEXT.cumple(p.edad),
      ),
      h('div', { fontSize: 40, marginTop: 24 }, p.fechaEnPalabras),
      h('div', { fontSize: 32, marginTop: 8 }, p.sucursal.nombre),
    ],
  );
}

/** The PNG of a page at one version (cached). */
export async function partyImage(p: PublicInvitationDto, version: string): Promise<Buffer> {
  const key = `${p.codigo}:${version}:${p.diasParaLaFiesta >= 0}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(layout(p) as never, { width: 1200, height: 630, fonts: await loadFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng();
  cache.set(key, png);
  return png;
}
