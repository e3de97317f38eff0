import { describe, expect, it } from 'vitest';
import { toE164, waIdToE164 } from './phone.ts';

describe('toE164', () => {
  it('reads a 10-digit Mexican number as +52', () => {
    expect(toE164('5512345678')).toBe('+525512345678');
    expect(toE164(' 55 1234 5678 ')).toBe('+525512345678');
    expect(toE164('(33) 1234-5678')).toBe('+523312345678');
  });
  it('keeps a number written with its country code', () => {
    expect(toE164('+52 55 1234 5678')).toBe('+525512345678');
    expect(toE164('+1 212 555 0123')).toBe('+12125550123');
  });
  it("reads WhatsApp's Mexican mobile form (521 …) as the same number", () => {
    expect(toE164('+5215512345678')).toBe('+525512345678');
    expect(waIdToE164('5215512345678')).toBe('+525512345678');
    expect(waIdToE164('525512345678')).toBe('+525512345678');
  });
  it('gives null for what is not a phone number', () => {
    for (const bad of ['', '123', 'abcdefghij', '55123', '0000000000', '+52 1234']) {
      expect(toE164(bad)).toBeNull();
    }
    expect(waIdToE164('not-a-number')).toBeNull();
  });
});
