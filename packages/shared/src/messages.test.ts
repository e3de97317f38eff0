import { describe, expect, it } from 'vitest';
import { MIN_ABONO_PESOS } from './constants.ts';
import { MSG } from './messages.ts';

describe('the minimum payment in the spec’s texts (docs/product.md §5)', () => {
  it('is written from MIN_ABONO_PESOS, letter for letter as the spec has it', () => {
    expect(MIN_ABONO_PESOS).toBe(500);
    expect(MSG.abonoMinSingle).toBe('La cantidad minima de abono es de $500 Mxn.');
    expect(MSG.abonoMinTotal).toBe('la cantidad minima de abono es de $500 Mxn.');
  });
});
