import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeletablePricingList } from './deletable-pricing-list.tsx';

type Item = { uid: string; nombre: string };

function renderList(data: Item[]) {
  const deleted: string[] = [];
  const query = { data, isPending: false, isError: false, error: null, refetch: () => {} };
  // a delete "mutation" that records the uid and reports success right away
  const recordingDelete = (onDeleted: () => void) => ({
    isPending: false,
    mutate: (uid: string) => {
      deleted.push(uid);
      onDeleted();
    },
  });
  const view = renderWithProviders(
    <DeletablePricingList<Item>
      title="Reglas de precio"
      help="Ayuda"
      form={<p>formulario</p>}
      query={query as unknown as UseQueryResult<Item[]>}
      errorTitle="No se pudieron cargar"
      empty="Aún no hay reglas de precio"
      headers={['Nombre']}
      cells={(r) => <Table.Td>{r.nombre}</Table.Td>}
      name={(r) => r.nombre}
      deleteLabel={(r) => `Eliminar la regla ${r.nombre}`}
      useDelete={recordingDelete}
    />,
  );
  return { ...view, deleted };
}

describe('DeletablePricingList (price rules and promo codes at /admin/precios)', () => {
  it('shows the empty state when there is nothing yet', () => {
    renderList([]);
    expect(screen.getByText('Aún no hay reglas de precio')).toBeTruthy();
    expect(screen.getByText('formulario')).toBeTruthy();
  });

  it('asks before deleting a row, and deletes only that one on Eliminar', async () => {
    const { user, deleted } = renderList([
      { uid: 'a', nombre: 'Sábado' },
      { uid: 'b', nombre: 'Navidad' },
    ]);
    expect(screen.getByRole('table', { name: 'Reglas de precio' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar la regla Navidad' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Navidad');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Eliminar la regla Navidad' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(deleted).toEqual(['b']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
