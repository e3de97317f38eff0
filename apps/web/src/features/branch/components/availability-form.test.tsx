import { MSG } from '@salones/shared/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AvailabilityForm } from './availability-form.tsx';

// docs/product.md §5: date and turno are both required; the check itself (a request) is covered by the browser suite.
// the spec's text ends with a space; Testing Library compares the trimmed text of the page
const INCOMPLETE = MSG.availabilityIncomplete.trim();

describe('AvailabilityForm (docs/product.md §5)', () => {
  it("warns 'Complete todos los campos.' when nothing is chosen", async () => {
    const { user } = renderWithProviders(<AvailabilityForm placeId="place-1" />);
    expect(screen.queryByText(INCOMPLETE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Consultar disponibilidad' }));
    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
  });

  it('warns the same when only the turno is chosen', async () => {
    const { user } = renderWithProviders(<AvailabilityForm placeId="place-1" />);
    await user.click(screen.getByPlaceholderText('Selecciona un turno'));
    await user.click(await screen.findByRole('option', { name: 'Matutino' }));
    expect((screen.getByPlaceholderText('Selecciona un turno') as HTMLInputElement).value).toBe('Matutino');
    expect(screen.queryByText(INCOMPLETE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Consultar disponibilidad' }));
    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
  });
});
