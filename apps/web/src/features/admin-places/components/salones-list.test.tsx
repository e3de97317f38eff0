import { SALON_MSG, type SalonDto } from '@salones/shared/salones';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { setWindowWidth } from '../../../test/window-width.ts';
import { SalonFormModal } from './salon-form-modal.tsx';
import { SalonesList } from './salones-list.tsx';

// jsdom has no document.fonts; Mantine's autosizing Textarea (the form's 'Descripción') listens to it
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

const salon = (over: Partial<SalonDto>): SalonDto => ({
  uid: 's1',
  lugar: 'centro',
  nombre: 'Salón principal',
  capacidadMin: 50,
  capacidadMax: 150,
  orden: 0,
  activo: true,
  descripcion: '',
  ...over,
});
const SALONES = [
  salon({}),
  salon({
    uid: 's2',
    nombre: 'Jardín',
    capacidadMin: 20,
    capacidadMax: 60,
    orden: 1,
    descripcion: 'Al aire libre',
  }),
  salon({ uid: 's3', nombre: 'Terraza', orden: 2, activo: false }),
];
const handlers = () => ({ onMove: vi.fn(), onEdit: vi.fn(), onToggle: vi.fn(), onDelete: vi.fn() });

describe('SalonesList (/admin/salones/{id})', { timeout: 20_000 }, () => {
  it('shows each salón in its order with capacity and state; moves, edits, toggles and deletes it', async () => {
    setWindowWidth(1280);
    const on = handlers();
    const { user } = renderWithProviders(<SalonesList salones={SALONES} busy={false} {...on} />);
    const [, first, second, third] = within(screen.getByRole('table', { name: 'Salones' })).getAllByRole(
      'row',
    );
    expect(first.textContent).toContain('Salón principal');
    expect(first.textContent).toContain('50 a 150 personas');
    expect(first.textContent).toContain('Activo');
    expect(second.textContent).toContain('Al aire libre');
    expect(third.textContent).toContain('Inactivo');
    expect(screen.queryByRole('list', { name: 'Salones' })).toBeNull();

    expect(within(first).getByRole('button', { name: 'Subir Salón principal' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(third).getByRole('button', { name: 'Bajar Terraza' })).toHaveProperty('disabled', true);
    await user.click(within(second).getByRole('button', { name: 'Subir Jardín' }));
    expect(on.onMove).toHaveBeenCalledWith(1, -1);
    await user.click(within(first).getByRole('button', { name: 'Bajar Salón principal' }));
    expect(on.onMove).toHaveBeenCalledWith(0, 1);
    await user.click(within(second).getByRole('button', { name: 'Editar Jardín' }));
    expect(on.onEdit).toHaveBeenCalledWith(SALONES[1]);
    await user.click(within(second).getByRole('button', { name: 'Desactivar Jardín' }));
    await user.click(within(third).getByRole('button', { name: 'Activar Terraza' }));
    expect(on.onToggle.mock.calls).toEqual([[SALONES[1]], [SALONES[2]]]);
    await user.click(within(third).getByRole('button', { name: 'Eliminar Terraza' }));
    expect(on.onDelete).toHaveBeenCalledWith(SALONES[2]);
  });

  it('on a phone, cards with the same salones and buttons; while a change is saved the buttons wait', () => {
    setWindowWidth(375);
    renderWithProviders(<SalonesList salones={SALONES} busy {...handlers()} />);
    const cards = within(screen.getByRole('list', { name: 'Salones' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Salón principal'),
      expect.stringContaining('Jardín'),
      expect.stringContaining('Terraza'),
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    for (const button of within(cards[1]).getAllByRole('button'))
      expect(button).toHaveProperty('disabled', true);
  });
});

describe('the salón form', { timeout: 20_000 }, () => {
  it('starts with the chain’s capacities and refuses, in Spanish, what the API would', async () => {
    setWindowWidth(1280);
    const { user } = renderWithProviders(
      <SalonFormModal opened placeId="centro" salon={null} onClose={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: /Capacidad mínima/ })).toHaveProperty('value', '50');
    expect(screen.getByRole('textbox', { name: /Capacidad máxima/ })).toHaveProperty('value', '150');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText(SALON_MSG.nombreRequired)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Jardín');
    const min = screen.getByRole('textbox', { name: /Capacidad mínima/ });
    await user.clear(min);
    await user.type(min, '200');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText(SALON_MSG.capacidadRange)).toBeTruthy();
  });

  it('editing shows the salón’s own fields', () => {
    renderWithProviders(<SalonFormModal opened placeId="centro" salon={SALONES[1]} onClose={() => {}} />);
    expect(screen.getByText('Editando Jardín')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveProperty('value', 'Jardín');
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveProperty('value', 'Al aire libre');
  });
});
