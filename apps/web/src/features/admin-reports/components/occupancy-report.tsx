import { BarChart } from '@mantine/charts';
import { Group, Text, Title } from '@mantine/core';
import { occupancyPercent, type ReportQuery, WEEKDAYS } from '@salones/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DownloadButton } from '../../../components/download-button.tsx';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { turnoColor } from '../../../lib/turno-colors.ts';
import { downloadOccupancyBySalonCsv, occupancyQuery } from '../api/reports.ts';
import { QueryReportCard } from './report-card.tsx';
import { ReportTable } from './report-table.tsx';

/**
 * The reports page keys this by its query: a new period or branch mounts it afresh, back on the first page of
 * branches of 'Por salón y turno'.
 */
export function OccupancyReport({ query }: { query: ReportQuery }) {
  const [page, setPage] = useState(1);
  const report = useQuery(occupancyQuery({ ...query, page }));
  return (
    <QueryReportCard
      kind="ocupacion"
      query={query}
      report={report}
      errorTitle="No se pudo cargar la ocupación"
      isEmpty={(r) => r.filas.every((f) => f.eventos === 0)}
      empty="No hay eventos en este periodo"
    >
      {(r) => {
        // the branches' turnos in the order of the day, as the rows come
        const turnos = [...new Set(r.filas.map((f) => f.turno))];
        const cell = (turno: string, dia: number) => r.filas.find((f) => f.turno === turno && f.dia === dia)!;
        const data = WEEKDAYS.map((name, i) => ({
          dia: name.slice(0, 3),
          ...Object.fromEntries(
            turnos.map((t) => [t, occupancyPercent(cell(t, i + 1).eventos, cell(t, i + 1).capacidad)]),
          ),
        }));
        // the rows per salón come a page of branches at a time (by name); the CSV holds every branch
        const pages = Math.ceil(r.sucursales / r.limit);
        const firstBranch = (r.page - 1) * r.limit + 1;
        const lastBranch = Math.min(r.page * r.limit, r.sucursales);
        return (
          <>
            <Text size="sm" c="dimmed">
              Porcentaje de turnos ocupados (
              {r.sucursales === 1 ? '1 sucursal' : `${r.sucursales} sucursales`})
            </Text>
            <BarChart
              h={240}
              data={data}
              dataKey="dia"
              series={turnos.map((t) => ({ name: t, color: `${turnoColor(turnos, t)}.6` }))}
              unit="%"
              withLegend
              yAxisProps={{ domain: [0, 100], width: 50 }}
              accessibilityLayer={false}
              aria-hidden
            />
            <ReportTable
              caption="Eventos y turnos disponibles por día de la semana"
              headers={['Día', ...turnos]}
              numeric={turnos.map((_, i) => i + 1)}
              rows={WEEKDAYS.map((name, i) => ({
                key: name,
                cells: [
                  name,
                  ...turnos.map((t) => {
                    const c = cell(t, i + 1);
                    return `${c.eventos} de ${c.capacidad} (${occupancyPercent(c.eventos, c.capacidad)} %)`;
                  }),
                ],
              }))}
            />
            <Group justify="space-between" gap="xs" mt="sm">
              <Title order={4} size="h5">
                Por salón y turno
              </Title>
              <DownloadButton
                size="xs"
                download={() => downloadOccupancyBySalonCsv(query)}
                aria-label="Descargar CSV: Ocupación por salón y turno"
              >
                Descargar CSV
              </DownloadButton>
            </Group>
            {pages > 1 ? (
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="occupancy-branches">
                Sucursales {firstBranch} a {lastBranch} de {r.sucursales}, por nombre. El CSV las tiene todas.
              </Text>
            ) : null}
            <ReportTable
              caption="Turnos ofrecidos (días que corrió el turno con el salón abierto) y reservados (fiestas y apartados)"
              headers={['Sucursal', 'Salón', 'Turno', 'Ofrecidos', 'Reservados', 'Ocupación']}
              numeric={[3, 4, 5]}
              rows={r.porSalon.map((f) => ({
                key: `${f.lugar}|${f.salon}|${f.turno}`,
                cells: [
                  f.lugar,
                  f.salon,
                  f.turno,
                  f.ofrecidos,
                  f.reservados,
                  `${occupancyPercent(f.reservados, f.ofrecidos)} %`,
                ],
              }))}
            />
            <PagePagination size="sm" total={pages} value={r.page} onChange={setPage} />
          </>
        );
      }}
    </QueryReportCard>
  );
}
