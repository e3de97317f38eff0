import type { Actor } from '@salones/shared/permissions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminNav } from './admin-nav.tsx';

const entries = () =>
  screen.getAllByRole('link').map((link) => link.textContent?.replace(/\d+.*$/, '').trim());

describe('AdminNav: Salones of one’s own branch', () => {
  it('an admin with a branch gets its Salones after Cierres', () => {
    const actor: Actor = { id: 'a1', role: 'admin', placeId: 'centro' };
    renderWithProviders(<AdminNav user={actor} actor={actor} />);
    const names = entries();
    expect(names.slice(names.indexOf('Cierres'), names.indexOf('Cierres') + 2)).toEqual([
      'Cierres',
      'Salones',
    ]);
    expect(screen.getByRole('link', { name: 'Salones' }).getAttribute('href')).toBe('/admin/salones/centro');
  });

  it('an admin of no branch and a super_admin (who has Sucursales) get no such entry', () => {
    for (const actor of [
      { id: 'a2', role: 'admin', placeId: null },
      { id: 's1', role: 'super_admin', placeId: 'centro' },
    ] satisfies Actor[]) {
      const { unmount } = renderWithProviders(<AdminNav user={actor} actor={actor} />);
      expect(screen.queryByRole('link', { name: 'Salones' })).toBeNull();
      unmount();
    }
  });
});
