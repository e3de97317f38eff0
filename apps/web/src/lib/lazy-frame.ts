// A third-party page in an iframe (the branch's map: Google Maps, ~1 MB and its own scripts) made only once
// its room comes into view: the browser's own `loading="lazy"` starts one several screens ahead (4 000 px when
// it does not know the network), so every visit of a branch page would pay for it. The entry does it on a
// server-rendered page (no app needed: main.tsx), the component on a page the app renders; without JavaScript
// the room's <noscript> holds the iframe itself.

/** What marks a room: its iframe's address, title and style go in `data-` attributes. */
export const LAZY_FRAME = '[data-lazy-frame]';

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const FRAME_ATTRIBUTES = 'loading="lazy" referrerpolicy="no-referrer-when-downgrade" allowfullscreen';
const FRAME_STYLE = 'display:block;border:0;width:100%;height:100%;border-radius:inherit';

/** The room's inner HTML as the server writes it: the iframe for a browser without JavaScript. */
export const lazyFrameFallback = (src: string, title: string) =>
  `<noscript><iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ${FRAME_ATTRIBUTES} style="${FRAME_STYLE}"></iframe></noscript>`;

function makeFrame(room: HTMLElement) {
  if (room.querySelector('iframe')) return;
  const frame = document.createElement('iframe');
  frame.src = room.dataset.lazyFrame ?? '';
  frame.title = room.dataset.frameTitle ?? '';
  frame.loading = 'lazy';
  frame.referrerPolicy = 'no-referrer-when-downgrade';
  frame.allowFullscreen = true;
  frame.style.cssText = FRAME_STYLE;
  room.replaceChildren(frame);
}

/** Makes each room's iframe as it comes into view; returns what stops watching. */
export function watchLazyFrames(rooms: Iterable<HTMLElement>): () => void {
  const waiting = [...rooms].filter((room) => !room.querySelector('iframe'));
  if (waiting.length === 0) return () => {};
  if (!('IntersectionObserver' in window)) {
    for (const room of waiting) makeFrame(room);
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      makeFrame(entry.target as HTMLElement);
    }
  });
  for (const room of waiting) observer.observe(room);
  return () => observer.disconnect();
}
