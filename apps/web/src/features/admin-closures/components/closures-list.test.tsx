import type { ClosureDto } from '@salones/shared/closures';
import { type Actor, mayManageClosure } from '@salones/shared/permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { setWindowWidth } from '../../../test/window-width.ts';
import { ClosuresList } from './closures-list.tsx';

const closure = (over: Partial<ClosureDto>): ClosureDto => ({
  _id: 'c1',
  lugar: 'centro',
  sucursal: 'Sucursal Centro',
  salon: null,
  salonNombre: null,
  desde: '2030-03-16',
  hasta: '2030-03-17',
  motivo: 'Cerrado por mantenimiento',
  creadoEl: '2030-03-01T12:00:00.000Z',
  ...over,
});

// a table from 'sm' up, the cards below: one of them in the page (TableOrCards)
describe('ClosuresList (/admin/cierres)', () => {
  it('shows each closure’s branch, days and reason; an admin of a branch may delete only theirs', async () => {
    setWindowWidth(1280);
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
    expect(screen.queryByRole('list', { name: 'Cierres' })).toBeNull();

    await user.click(
      within(own).getByRole('button', {
        name: 'Eliminar el cierre de Sucursal Centro del 16/03/2030 – 17/03/2030',
      }),
    );
    expect(onDelete).toHaveBeenCalledWith(closures[0]);
  });

  it('on a phone, cards: the same closures and the same rule', () => {
    setWindowWidth(375);
    const admin: Actor = { id: 'a1', role: 'admin', placeId: 'centro' };
    renderWithProviders(
      <ClosuresList
        closures={[closure({}), closure({ _id: 'c2', lugar: null, sucursal: null, motivo: 'Día festivo' })]}
        mayDelete={(c) => mayManageClosure(admin, c.lugar)}
        onDelete={() => {}}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Cierres' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Cerrado por mantenimiento'),
      expect.stringContaining('Día festivo'),
    ]);
    expect(within(cards[0]).getAllByRole('button')).toHaveLength(1);
    expect(within(cards[1]).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a super_admin may delete every closure', () => {
    setWindowWidth(1280);
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
