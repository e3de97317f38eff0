// Links the site renders from staff-entered data (footer social links): only web addresses, so a
// `javascript:` or `data:` value can never become a live link. Used by the API schema and the web footer.

/** True for an absolute `https://` or `http://` address with a host. */
export function isWebUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * `value` when it is a path on this site ('/x', '/x?y#z'), else null: where a form may send the visitor back
 * (the log-in page's `volver`), so it never leads to another site. Refused: anything not starting with
 * one '/', a second '/' or a '\' after it ('//evil', '/\evil': browsers read both as another host), any '\',
 * control characters and spaces (which browsers drop from addresses) and other characters an address carries
 * percent-encoded, and anything a URL parser would place elsewhere.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // printable ASCII only ('!'–'~'): an address's own characters are percent-encoded, and a header (Location)
  // may carry nothing else
  if (!/^\/(?![/\\])/.test(value) || /[^!-~]/.test(value) || value.includes('\\')) return null;
  try {
    const base = 'http://sitio.invalid';
    const url = new URL(value, base);
    return url.origin === base ? value : null;
  } catch {
    return null;
  }
}
