import { MSG } from '@salones/shared/messages';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
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

  // issue #24: the page the server rendered to answer the form posted without JavaScript
  it("shows the server's answer to a post without JavaScript, for its own branch only", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.formAnswers.all, {
      availability: {
        lugar: 'place-1',
        fecha: '2031-05-10',
        turno: 'Vespertino',
        state: 'ocupado',
        msg: 'Ocupada',
      },
    });
    const { unmount } = renderWithProviders(<AvailabilityForm placeId="place-1" />, { client });
    expect(screen.getByTestId('availability-answer').textContent).toContain('Fecha ocupada');
    expect(screen.getByTestId('availability-answer').textContent).toContain(
      '10/05/2031, Vespertino. Ocupada.',
    );
    expect((screen.getByPlaceholderText('Selecciona un turno') as HTMLInputElement).value).toBe('Vespertino');
    unmount();
    renderWithProviders(<AvailabilityForm placeId="place-2" />, { client });
    expect(screen.queryByTestId('availability-answer')).toBeNull();
  });
});
