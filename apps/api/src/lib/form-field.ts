// A form posted by the browser itself (url-encoded, no JavaScript), read field by field: whatever
// arrives (a repeated field, a JSON body, nothing), each field is one string.

/** A form field as one string (a repeated field: its first value; anything else: empty). */
export function formField(body: unknown, name: string, { trim = true } = {}): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return '';
  return trim ? first.trim() : first;
}

/** The `msg` of an API answer given by app.inject, when it has one. */
export function answerMessage(res: { json(): unknown }): string | undefined {
  try {
    const msg = (res.json() as { msg?: unknown } | null)?.msg;
    return typeof msg === 'string' && msg ? msg : undefined;
  } catch {
    return undefined;
  }
}
