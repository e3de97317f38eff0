import { describe, expect, it } from 'vitest';
import { phoneForDisplay } from './phone-display.ts';

describe('phoneForDisplay', () => {
  it('groups a 10-digit Mexican number by its lada', () => {
    expect(phoneForDisplay('5512345678')).toBe('55 1234 5678');
    expect(phoneForDisplay('3312345678')).toBe('33 1234 5678');
    expect(phoneForDisplay('2221234567')).toBe('222 123 4567');
    expect(phoneForDisplay(' 55-1234-5678 ')).toBe('55 1234 5678');
    expect(phoneForDisplay('+525512345678')).toBe('+52 55 1234 5678');
  });
  it('leaves any other number as it was typed', () => {
    expect(phoneForDisplay('123')).toBe('123');
    expect(phoneForDisplay('+1 415 555 0100')).toBe('+1 415 555 0100');
  });
});
