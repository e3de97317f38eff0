import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearch, SEARCH_FOLD, SEARCH_FOLD_SQL } from './search.ts';

describe('normalizeSearch (accent- and case-insensitive user search)', () => {
  it.each([
    ['María', 'maria'],
    ['NÚÑEZ', 'nunez'],
    ['José Ángel Ibáñez', 'jose angel ibanez'],
    ['Mari\u0301a Zu\u0301n\u0303iga', 'maria zuniga'],
    ['Çapa Ãé', 'capa ae'],
    ['ana@correo.mx', 'ana@correo.mx'],
  ])('%s → %s', (input, expected) => expect(normalizeSearch(input)).toBe(expected));

  it('is idempotent and never leaves a mapped character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...Object.keys(SEARCH_FOLD), 'a', 'Z', ' ', 'ß') }),
        (s) => {
          const once = normalizeSearch(s);
          return normalizeSearch(once) === once && ![...once].some((c) => c in SEARCH_FOLD);
        },
      ),
    );
  });

  it('SQL translate lists come from the same map: kept pairs first, removed characters last', () => {
    const from = [...SEARCH_FOLD_SQL.from];
    const to = [...SEARCH_FOLD_SQL.to];
    expect(from).toHaveLength(Object.keys(SEARCH_FOLD).length);
    expect(from.map((_, i) => to[i] ?? '')).toEqual(from.map((c) => SEARCH_FOLD[c]));
    expect(SEARCH_FOLD_SQL.from + SEARCH_FOLD_SQL.to).not.toMatch(/['\\]/);
  });
});
