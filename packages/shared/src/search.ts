// Accent- and case-insensitive search: staff searching 'maria' find 'María', 'nunez' finds
// 'Núñez'. One map folds both sides: `normalizeSearch` folds the query in JS, and the database folds
// the stored text with `translate(lower(…), SEARCH_FOLD_SQL.from, SEARCH_FOLD_SQL.to)` built from the
// same map (users.search_text, migration 0001).

/** Letter → plain letter; a combining mark (a decomposed accent) → '' (removed). */
export const SEARCH_FOLD: Readonly<Record<string, string>> = {
  ...fold('áàäâã', 'a'),
  ...fold('éèëê', 'e'),
  ...fold('íìïî', 'i'),
  ...fold('óòöôõ', 'o'),
  ...fold('úùüû', 'u'),
  ...fold('ñ', 'n'),
  ...fold('ç', 'c'),
  // decomposed (NFD) accents: acute, grave, diaeresis, circumflex, tilde, cedilla
  ...fold('\u0301\u0300\u0308\u0302\u0303\u0327', ''),
};

/** Each letter and its upper case map to `to`: PostgreSQL's lower() may leave them alone in some locales. */
function fold(letters: string, to: string): Record<string, string> {
  return Object.fromEntries([...letters].flatMap((c) => [[c, to] as const, [c.toUpperCase(), to] as const]));
}

/** Lower case, then each character through SEARCH_FOLD — exactly what the SQL expression does. */
export function normalizeSearch(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += SEARCH_FOLD[ch] ?? ch;
  return out;
}

/**
 * The two lists of SQL `translate(text, from, to)`: the i-th character of `from` becomes the i-th of
 * `to`; characters of `from` past the end of `to` are removed. No quote or backslash in either.
 */
export const SEARCH_FOLD_SQL: { from: string; to: string } = (() => {
  const entries = Object.entries(SEARCH_FOLD);
  const kept = entries.filter(([, to]) => to !== '');
  const removed = entries.filter(([, to]) => to === '');
  return {
    from: [...kept, ...removed].map(([from]) => from).join(''),
    to: kept.map(([, to]) => to).join(''),
  };
})();
