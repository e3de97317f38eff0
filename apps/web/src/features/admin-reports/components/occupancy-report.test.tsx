import type { OccupancyReport } from '@salones/shared/reports';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { setWindowWidth } from '../../../test/window-width.ts';
import { occupancyQuery } from '../api/reports.ts';
import { OccupancyReport as OccupancyReportCard } from './occupancy-report.tsx';

// A branch whose Saturday runs Mañana, Mediodía and Tarde, and its other days Matutino: the answer's rows
// come in the order of the day, each weekday of each turno
const query = { desde: '2031-05-01', hasta: '2031-05-31' };
const turnos = ['Mañana', 'Matutino', 'Mediodía', 'Tarde'];
const report: OccupancyReport = {
  ok: true,
  desde: query.desde,
  hasta: query.hasta,
  lugar: null,
  sucursales: 1,
  page: 1,
  limit: 10,
  filas: turnos.flatMap((turno) =>
    [1, 2, 3, 4, 5, 6, 7].map((dia) => {
      const saturday = dia === 6;
      const runs = turno === 'Matutino' ? !saturday : saturday;
      return { turno, dia, eventos: runs && turno === 'Mediodía' ? 2 : 0, capacidad: runs ? 5 : 0 };
    }),
  ),
  porSalon: [],
};

// a chart and a table of Mantine markup are slow in jsdom on a busy machine
describe('occupancy by weekday', { timeout: 20_000 }, () => {
  it("has a column for each of the branch's turnos, in the order of the day", async () => {
    setWindowWidth(1280);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(occupancyQuery({ ...query, page: 1 }).queryKey, report);
    renderWithProviders(<OccupancyReportCard query={query} />, { client });
    const table = await screen.findByRole('table', {
      name: 'Eventos y turnos disponibles por día de la semana',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Día', ...turnos]);
    const saturday = within(table).getByRole('row', { name: /^Sábado/ });
    expect(
      within(saturday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sábado', '0 de 5 (0 %)', '0 de 0 (0 %)', '2 de 5 (40 %)', '0 de 5 (0 %)']);
  });
});
