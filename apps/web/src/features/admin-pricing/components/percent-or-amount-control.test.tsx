import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { type PercentOrAmount, PercentOrAmountControl } from './percent-or-amount-control.tsx';

describe('PercentOrAmountControl (the %/$ switch of the pricing forms)', () => {
  it('is named by its label and reports "monto" when $ is picked', async () => {
    const picked: PercentOrAmount[] = [];
    const { user } = renderWithProviders(
      <PercentOrAmountControl label="Tipo de ajuste" value="porcentaje" onChange={(v) => picked.push(v)} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Tipo de ajuste' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '$' }));
    expect(picked).toEqual(['monto']);
  });
});
