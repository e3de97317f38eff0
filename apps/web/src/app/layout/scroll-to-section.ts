// docs/product.md#2-screens-and-routes, docs/product.md#9-business-constants-and-limits: in-page links scroll
// smoothly to their section, 70 px below the top (the sticky navbar), over 500 ms.
import { SCROLL_DURATION_MS, SCROLL_OFFSET_PX } from '@salones/shared/constants';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);
const noop = () => {};

/** Animates the window's scroll to `el`; returns a function that stops the animation. */
export function scrollToElement(el: Element): () => void {
  const startY = window.scrollY;
  const targetY = Math.max(0, el.getBoundingClientRect().top + startY - SCROLL_OFFSET_PX);
  // 'instant' on every step: the page's CSS `scroll-behavior: smooth` would otherwise fight the animation.
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: targetY, behavior: 'instant' });
    return noop;
  }
  const startedAt = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, (now - startedAt) / SCROLL_DURATION_MS);
    window.scrollTo({ top: startY + (targetY - startY) * easeInOutCubic(t), behavior: 'instant' });
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/**
 * Scrolls to the element with this id, waiting up to `timeoutMs` for it to appear (the home page and its
 * sections load lazily after a navigation). Returns a function that cancels the wait or the animation.
 */
export function scrollToSection(id: string, timeoutMs = 5000): () => void {
  const deadline = performance.now() + timeoutMs;
  let cancelled = false;
  let frame = 0;
  let stopScroll = noop;
  const look = () => {
    if (cancelled) return;
    const el = document.getElementById(id);
    if (el) stopScroll = scrollToElement(el);
    else if (performance.now() < deadline) frame = requestAnimationFrame(look);
  };
  look();
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    stopScroll();
  };
}
