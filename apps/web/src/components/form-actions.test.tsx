import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FormActions } from './form-actions.tsx';

function renderForm(isPending: boolean) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
  const view = renderWithProviders(
    <form onSubmit={onSubmit}>
      <FormActions submitLabel="Guardar" onCancel={onCancel} isPending={isPending} />
    </form>,
  );
  return { ...view, onCancel, onSubmit };
}

describe('FormActions (the footer of the form modals)', () => {
  it('cancels with Cancelar and sends the form with its submit label', async () => {
    const { user, onCancel, onSubmit } = renderForm(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while sending: Cancelar is off and the submit button shows it is busy', () => {
    renderForm(true);
    expect(screen.getByRole('button', { name: 'Cancelar' }).hasAttribute('disabled')).toBe(true);
    const submit = screen.getByRole('button', { name: 'Guardar' });
    expect(submit.getAttribute('data-loading')).toBe('true');
  });
});
