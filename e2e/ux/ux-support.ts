// Measurements of the ux specs: what a person sees (overflow, things under a fixed element) and hears.
import type { Locator, Page } from '@playwright/test';

/** How far the page scrolls sideways (0 or less: it does not). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The visible text (glyph boxes of text nodes) and controls of the page that lie under `element` at the
 * current scroll position. When the element floats (a fixed-position ancestor), that whole layer is left out.
 */
export async function covered(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    let layer: Element | null = el;
    while (layer && getComputedStyle(layer).position !== 'fixed') layer = layer.parentElement;
    layer ??= el;
    const area = el.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < area.right &&
      r.right > area.left &&
      r.top < area.bottom &&
      r.bottom > area.top;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || layer.contains(parent)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(overlaps)) found.push(`text "${node.textContent.trim()}"`);
    }
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, iframe, [role="button"], [role="combobox"]',
    );
    for (const control of Array.from(controls)) {
      if (layer.contains(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
      if (overlaps(control.getBoundingClientRect())) {
        found.push(
          `${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? control.textContent?.trim()}"`,
        );
      }
    }
    return found;
  });
}

const ENGLISH = /\b(close|previous|next|lightbox|carousel|slide|photo|gallery|of|notifications?|timer)\b/i;

/**
 * English words a screen reader would say inside `root`: in its accessibility tree (names, texts) and in the
 * attributes that feed it (aria-label, aria-roledescription, title, alt, aria-valuetext).
 */
export async function englishLabels(root: Locator): Promise<string[]> {
  const tree = (await root.ariaSnapshot()).split('\n').filter((line) => ENGLISH.test(line));
  const attributes = await root.evaluate((el, source) => {
    const english = new RegExp(source, 'i');
    const names = ['aria-label', 'aria-roledescription', 'title', 'alt', 'aria-valuetext'];
    return [el, ...Array.from(el.querySelectorAll('*'))]
      .filter((node) => !node.closest('[aria-hidden="true"]'))
      .flatMap((node) => names.map((name) => node.getAttribute(name)))
      .filter((value): value is string => !!value && english.test(value));
  }, ENGLISH.source);
  return [...tree, ...attributes];
}

/**
 * WCAG 1.4.11: the contrast of an element's edge (its border colour, or its fill when it has no border)
 * against the background of the nearest ancestor that paints one (the page: white when none does).
 */
export async function contrastAgainstPage(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const rgb = (css: string) => {
      const m = css.match(/rgba?\(([^)]+)\)/);
      const [r, g, b, a = 1] = (
        m
          ? m[1]
              .split(/[ ,/]+/)
              .filter(Boolean)
              .map(Number)
          : [0, 0, 0, 0]
      ) as number[];
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const style = getComputedStyle(el);
    const edge =
      Number.parseFloat(style.borderTopWidth) > 0 ? rgb(style.borderTopColor) : rgb(style.backgroundColor);
    let page = { r: 255, g: 255, b: 255, a: 1 };
    for (let p = el.parentElement; p; p = p.parentElement) {
      const bg = rgb(getComputedStyle(p).backgroundColor);
      if (bg.a > 0) {
        page = bg;
        break;
      }
    }
    const [hi, lo] = [luminance(edge), luminance(page)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  });
}
