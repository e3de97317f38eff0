import type { DashboardDto } from '@salones/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const bucket = (from: string, to: string) => ({ from, to, total: 0, nextCursor: null });
const dashboard = (extra: Partial<DashboardDto> = {}): DashboardDto => ({
  ok: true,
  eventsCount: 12,
  usersCount: 34,
  admins: [],
  adminsTotal: 0,
  today: [],
  next15: [],
  thisMonth: [],
  buckets: {
    today: bucket('2026-11-25', '2026-11-25'),
    next15: bucket('2026-11-25', '2026-12-10'),
    thisMonth: bucket('2026-11-01', '2026-11-30'),
  },
  ...extra,
});

function renderDashboard(data: DashboardDto) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.events.dashboard(), data);
  return renderWithProviders(<DashboardPage />, { client });
}

describe('DashboardPage (docs/product.md#2-screens-and-routes /admin)', () => {
  it('shows the three event cards, each with its title and its empty text', () => {
    renderDashboard(dashboard());
    for (const [title, empty] of [
      ['Eventos de hoy', 'No hay eventos hoy.'],
      ['Eventos de los próximos 15 días', 'No hay eventos en los próximos 15 días.'],
      ['Eventos de este mes', 'No hay eventos este mes.'],
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(empty)).toBeTruthy();
    }
  });

  it('shows the counts, and total earnings only when they arrive (super_admin)', () => {
    const { unmount } = renderDashboard(dashboard());
    expect(screen.getByLabelText('Eventos').textContent).toContain('12');
    expect(screen.getByLabelText('Usuarios').textContent).toContain('34');
    expect(screen.queryByLabelText('Ganancias totales')).toBeNull();
    unmount();
    renderDashboard(dashboard({ totalEarnings: 1500 }));
    expect(screen.getByLabelText('Ganancias totales').textContent).toContain('$1,500.00');
  });
});
