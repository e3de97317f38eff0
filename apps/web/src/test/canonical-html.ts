// HTML in a form that compares what a browser sees — attributes sorted, classes and style declarations sorted,
// an option's selection as the browser holds it, React's text separators (comments) gone — for the islands'
// tests (decision 015): the server's HTML and the island's first Preact render.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * A CSS module's class names, as a build hashes them, back to their names in the module: the islands' dev
 * server hashes them, the tests' transform does not (the two real builds hash them alike).
 */
const cssModuleNames = new Map<string, string>();
export function nameCssModule(classes: Record<string, string>) {
  for (const [name, hashed] of Object.entries(classes)) cssModuleNames.set(hashed, name);
}

/** One node's canonical HTML. */
export function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attrs = [...node.attributes]
    // React's server HTML writes `selected`, Preact sets the property (added back below from what the browser
    // holds); preact/compat keeps a <select>'s `defaultValue` as an attribute when it renders (never when it
    // hydrates)
    .filter((a) => a.name !== 'xmlns' && a.name !== 'selected' && a.name !== 'defaultvalue')
    .map((a) => {
      if (a.name === 'class')
        return `class="${a.value
          .split(/\s+/)
          .filter(Boolean)
          .map((c) => cssModuleNames.get(c) ?? c)
          .sort()
          .join(' ')}"`;
      if (a.name !== 'style') return `${a.name}="${a.value}"`;
      const declarations = a.value
        .split(';')
        .map((d) => d.trim().replace(/\s*:\s*/, ':'))
        .filter(Boolean)
        .sort();
      return `style="${declarations.join(';')}"`;
    });
  if (node instanceof HTMLOptionElement && node.selected) attrs.push('selected');
  const tag = node.tagName.toLowerCase();
  // a field's text as the browser holds it (React's server HTML writes a textarea's as its content)
  const inner =
    node instanceof HTMLTextAreaElement ? node.value : [...node.childNodes].map(canonical).join('');
  return `<${tag} ${attrs.sort().join(' ')}>${inner}</${tag}>`;
}

/** `html` (a server render's, say), canonical. */
export function canonicalHtml(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.childNodes].map(canonical).join('');
}

/** The canonical HTML React's server render gives `ui`. */
export const reactHtml = (ui: ReactElement) => canonicalHtml(renderToString(ui));

/**
 * A class name of Mantine's internal markup (`m_8fdc1311`) or of its static classes (`mantine-Button-root`,
 * `mantine-focus-auto`) in HTML: what the islands no longer copy (a Mantine upgrade would change it under them).
 * Its CSS variables (`--mantine-spacing-md`) are the theme's tokens, which they use.
 */
export const MANTINE_CLASS = /class="[^"]*(\bm_[0-9a-f]{6,8}\b|\bmantine-)/;
