import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PromoCodeInput } from './promo-code-input.tsx';

describe('the promo code field (the cart’s request and the staff wizard)', { timeout: 20_000 }, () => {
  it("applies the code as typed, trimmed, with 'Aplicar' or Enter", async () => {
    const onApply = vi.fn();
    const { user } = renderWithProviders(<PromoCodeInput initial="VERANO" onApply={onApply} />);
    const field = screen.getByRole('textbox', { name: 'Código de promoción (opcional)' });
    expect((field as HTMLInputElement).value).toBe('VERANO');
    await user.clear(field);
    await user.type(field, '  verano10 ');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenLastCalledWith('verano10');
    await user.clear(field);
    await user.type(field, 'otro{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('otro');
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal under the field', () => {
    renderWithProviders(<PromoCodeInput error="El código de promoción no existe" onApply={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Código de promoción (opcional)' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El código de promoción no existe')).toBeTruthy();
  });
});
