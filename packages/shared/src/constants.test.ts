import { describe, expect, it } from 'vitest';
import { ATTENDANCE_BANDS } from './constants.ts';

describe('attendance bands (docs/product.md §5)', () => {
  it('write their head counts from their limits', () => {
    expect(ATTENDANCE_BANDS.basico).toEqual({
      min: 50,
      max: 100,
      personas: '50 a 100 personas',
      label: 'Básico (50 a 100 personas)',
    });
    expect(ATTENDANCE_BANDS.grande).toEqual({
      min: 101,
      max: 150,
      personas: '101 a 150 personas',
      label: 'Grande (101 a 150 personas)',
    });
  });
});
