// A stand-in for the web build and its SSR bundle (apps/web/dist, dist-ssr): its "page" is the address it was
// asked to render and the form answers it was given, as JSON, so an API test reads what the real page would show.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageFormAnswers } from '@salones/shared/page-forms';

/** The stand-in SSR bundle: '/falta' is a not-found page; any other address a page. */
const ENTRY = `
export function createRenderer({ template }) {
  return async ({ url, formAnswers }) => ({
    status: url.startsWith('/falta') ? 404 : 200,
    html: template.replace('<div id="root"></div>', '<div id="root">' + url + ' ' + JSON.stringify(formAnswers ?? null) + '</div>'),
  });
}
`;

/** A web build (its directory, for `webDistDir`) whose pages are rendered by the stand-in bundle. */
export function standInWebBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'salones-stand-in-web-'));
  const web = path.join(root, 'dist');
  mkdirSync(path.join(web, '.vite'), { recursive: true });
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  return web;
}

/** What a stand-in page shows: the address it rendered and the answers it was rendered with. */
export function standInPage(html: string): { url: string; answers: PageFormAnswers | null } | null {
  const m = /<div id="root">(\S+) (.*)<\/div>/s.exec(html);
  return m ? { url: m[1], answers: JSON.parse(m[2]) } : null;
}
