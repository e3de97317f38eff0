import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INPUT_MSG } from './messages.ts';
import {
  inputText,
  optionalEmail,
  optionalText,
  pesos,
  requiredEmail,
  requiredText,
  strictNumber,
  wholeNumber,
} from './schema-helpers.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0].message;

describe('text helpers refuse a NUL character (U+0000) first, with the Spanish message', () => {
  const schemas = {
    inputText: inputText(),
    requiredText: requiredText('Requerido'),
    optionalText: optionalText(),
    requiredEmail: requiredEmail('Requerido', 'Inválido'),
    optionalEmail: optionalEmail('Inválido'),
  };
  for (const [name, schema] of Object.entries(schemas)) {
    it(name, () => {
      for (const value of ['a\u0000b', '\u0000', ' x@example.com\u0000', '\u0000'.repeat(3)]) {
        expect(firstMessage(schema.safeParse(value))).toBe(INPUT_MSG.nulCharacter);
      }
    });
  }

  it('keeps every other text, control characters included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((s) => !s.includes('\u0000')),
        (s) => inputText().safeParse(s).success,
      ),
    );
    expect(optionalText().parse(' línea\nsiguiente\t ')).toBe('línea\nsiguiente');
  });
});

describe('strictNumber: a JSON number, or plain decimal text — nothing else', () => {
  it.each([
    [600, 600],
    ['600', 600],
    [' 600.5 ', 600.5],
    ['12.25', 12.25],
    [0, 0],
  ])('%j → %d', (input, expected) => expect(strictNumber(input)).toBe(expected));

  it.each([
    true,
    false,
    null,
    undefined,
    [600],
    { n: 1 },
    '0x258',
    '1e3',
    '',
    ' ',
    '-5',
    '+5',
    '1.234',
    '1,000',
    'Infinity',
    '.5',
    '5.',
  ])('%j → NaN', (input) => expect(strictNumber(input)).toBeNaN());

  it('with integer, text must be digits only', () => {
    expect(strictNumber('12', { integer: true })).toBe(12);
    expect(strictNumber('12.5', { integer: true })).toBeNaN();
    expect(strictNumber(12.5, { integer: true })).toBe(12.5); // a JSON number is judged by the caller's rule
  });
});

describe('pesos', () => {
  const schema = pesos('Cantidad no válida', 1000);
  it('accepts numbers and decimal text with ≤ 2 decimals up to the maximum', () => {
    expect(schema.parse(600)).toBe(600);
    expect(schema.parse('600.50')).toBe(600.5);
    expect(schema.parse(1000)).toBe(1000);
  });
  it.each([true, [600], '0x258', '1e2', -1, 1000.01, 10.255, Number.POSITIVE_INFINITY, 'a\u0000'])(
    'refuses %j with the field message',
    (v) => {
      const r = schema.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error!.issues.every((i) => i.message === 'Cantidad no válida')).toBe(true);
    },
  );
});

describe('wholeNumber', () => {
  const schema = wholeNumber('Página no válida', { min: 1, max: 10 }).default(1);
  it('reads digits from a query string and numbers from JSON; absent → default', () => {
    expect(schema.parse('3')).toBe(3);
    expect(schema.parse(3)).toBe(3);
    expect(schema.parse(undefined)).toBe(1);
  });
  it.each(['0x2', '1e1', '2.0', '2.5', 2.5, 0, 11, true, ['2'], ''])('refuses %j', (v) => {
    expect(firstMessage(schema.safeParse(v))).toBe('Página no válida');
  });
});
