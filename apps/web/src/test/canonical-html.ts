// HTML in a form that compares what a browser sees (the islands' tests, decision 015): attributes sorted, style
// declarations sorted, an option's selection as the browser holds it (React's server HTML writes `selected`;
// Preact sets the property).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** One node's canonical HTML. */
export function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attrs = [...node.attributes]
    // preact/compat keeps a <select>'s `defaultValue` as an attribute when it renders (never when it hydrates)
    .filter((a) => a.name !== 'xmlns' && a.name !== 'selected' && a.name !== 'defaultvalue')
    .map((a) => {
      if (a.name === 'class') return `class="${a.value.split(/\s+/).filter(Boolean).sort().join(' ')}"`;
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
  return `<${tag} ${attrs.sort().join(' ')}>${[...node.childNodes].map(canonical).join('')}</${tag}>`;
}

/** The canonical HTML of a fragment. */
export function fromHtml(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.childNodes].map(canonical).join('');
}

/** The canonical HTML React's server render gives `ui`. */
export const reactHtml = (ui: ReactElement) => fromHtml(renderToString(ui));
