import { describe, expect, it } from 'vitest';
import { lazyFrameFallback, watchLazyFrames } from './lazy-frame.ts';

describe('the branch map made as its room comes into view (lib/lazy-frame.ts)', () => {
  it('without JavaScript the room holds the iframe in a noscript, its attributes escaped', () => {
    const html = lazyFrameFallback('https://maps.example/embed?a=1&b="x"', 'Mapa de <Centro>');
    expect(html).toMatch(/^<noscript><iframe /);
    expect(html).toContain('src="https://maps.example/embed?a=1&amp;b=&quot;x&quot;"');
    expect(html).toContain('title="Mapa de &lt;Centro&gt;"');
    expect(html).toContain('loading="lazy"');
  });

  it("makes each room's iframe once (here at once: jsdom has no IntersectionObserver), and leaves one made", () => {
    const room = document.createElement('div');
    room.dataset.lazyFrame = 'https://maps.example/embed?pb=1';
    room.dataset.frameTitle = 'Mapa de Centro';
    room.innerHTML = lazyFrameFallback('https://maps.example/embed?pb=1', 'Mapa de Centro');
    watchLazyFrames([room]);
    const frame = room.querySelector('iframe')!;
    expect(frame.src).toBe('https://maps.example/embed?pb=1');
    expect(frame.title).toBe('Mapa de Centro');
    expect(room.querySelector('noscript')).toBeNull();
    watchLazyFrames([room]);
    expect(room.querySelector('iframe')).toBe(frame);
  });
});
