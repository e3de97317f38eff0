// axe (WCAG 2 A and AA) on a screen as a person meets it: the serious and critical violations, each with its help and
// first nodes, so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits for the page's finite animations: a toast or drawer still fading in has mid-way colours. */
const animationsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

export async function seriousViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  await animationsEnded(page);
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (options.exclude) axe = axe.exclude(options.exclude);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isLeavingToast(n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => `${n.html.slice(0, 120)} ${n.any[0]?.message ?? ''}`)
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/**
 * A toast closing by itself while axe reads the page (its time ran out after the animations above had ended): its
 * colours are the fade's, not the design's. A toast on screen is checked like the rest.
 */
function isLeavingToast(html: string) {
  // axe shortens a long element's HTML: then all of it is the opening tag's start
  const end = html.indexOf('>');
  const openingTag = end < 0 ? html : html.slice(0, end + 1);
  return /\bclass="Toastify__toast[ "]/.test(openingTag) && openingTag.includes('data-in="false"');
}

/** No serious or critical WCAG 2 A/AA violation on the screen as it is now. */
export async function expectAccessible(page: Page, options: { exclude?: string } = {}) {
  const serious = await seriousViolations(page, options);
  expect(serious, `${page.url()}\n${serious.join('\n')}`).toEqual([]);
}
