// Component tests (vitest project web-dom): what jsdom lacks and Mantine needs, and a clean DOM per test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads media queries (useMediaQuery, color scheme) and observes element sizes. No query matches
// unless a test sets a window's width (test/window-width.ts).
const noQueryMatches = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: noQueryMatches });
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// These tests exercise client-side rules only: a request leaving the form is a failure, not a silent pass.
window.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new Error(`unexpected request in a component test: ${input}`));
globalThis.fetch = window.fetch;

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.matchMedia = noQueryMatches;
});
