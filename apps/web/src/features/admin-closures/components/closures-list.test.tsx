import type { ClosureDto } from '@salones/shared/closures';
import { type Actor, mayManageClosure } from '@salones/shared/permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClosuresList } from './closures-list.tsx';

const closure = (over: Partial<ClosureDto>): ClosureDto => ({
  _id: 'c1',
  lugar: 'centro',
  sucursal: 'Sucursal Centro',
  desde: '2030-03-16',
  hasta: '2030-03-17',
  motivo: 'Cerrado por mantenimiento',
  creadoEl: '2030-03-01T12:00:00.000Z',
  ...over,
});

// jsdom applies no media queries: the table (from 'sm' up) and the phone's cards are both in the document
describe('ClosuresList (issue #23.1, /admin/cierres)', () => {
  it('shows each closure’s branch, days and reason; an admin of a branch may delete only theirs', async () => {
    const onDelete = vi.fn();
    const admin: Actor = { id: 'a1', role: 'admin', placeId: 'centro' };
    const closures = [
      closure({}),
      closure({
        _id: 'c2',
        lugar: null,
        sucursal: null,
        desde: '2030-04-30',
        hasta: '2030-04-30',
        motivo: 'Día festivo',
      }),
    ];
    const { user } = renderWithProviders(
      <ClosuresList
        closures={closures}
        mayDelete={(c) => mayManageClosure(admin, c.lugar)}
        onDelete={onDelete}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cierres' });
    const [, own, forAll] = within(table).getAllByRole('row');
    expect(own.textContent).toContain('Sucursal Centro');
    expect(own.textContent).toContain('16/03/2030 – 17/03/2030');
    expect(own.textContent).toContain('Cerrado por mantenimiento');
    expect(forAll.textContent).toContain('Todas las sucursales');
    expect(forAll.textContent).toContain('30/04/2030');
    expect(within(forAll).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Cierres' })).getAllByRole('button')).toHaveLength(1);

    await user.click(
      within(own).getByRole('button', {
        name: 'Eliminar el cierre de Sucursal Centro del 16/03/2030 – 17/03/2030',
      }),
    );
    expect(onDelete).toHaveBeenCalledWith(closures[0]);
  });

  it('a super_admin may delete every closure', () => {
    const closures = [closure({}), closure({ _id: 'c2', lugar: null, sucursal: null })];
    renderWithProviders(
      <ClosuresList
        closures={closures}
        mayDelete={(c) => mayManageClosure({ id: 's1', role: 'super_admin', placeId: null }, c.lugar)}
        onDelete={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cierres' });
    expect(within(table).getAllByRole('button', { name: /^Eliminar el cierre/ })).toHaveLength(2);
  });
});
