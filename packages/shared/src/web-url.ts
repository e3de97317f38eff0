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
