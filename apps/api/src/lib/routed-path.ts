/**
 * The path as the router matches it. find-my-way decodes percent-encoded characters (`/%61pi/site` is
 * routed to /api/site) while `request.url` keeps them, so a hook deciding by path asks this instead:
 * `/%61pi/...` must not get past a check made for `/api/...`. decodeURI, like the router, leaves `%2F` and
 * the other reserved characters encoded; a malformed escape is left as it is (the router refuses it).
 */
export function routedPath(url: string): string {
  if (!url.includes('%')) return url;
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** Whether a request URL is routed to the API (/api or under it), however its path is encoded. */
export function isApiPath(url: string): boolean {
  const path = routedPath(url);
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/api?');
}
