import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { TURNOS } from '@salones/shared/constants';
import { occupancyPercent, type ReportQuery, WEEKDAYS } from '@salones/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { occupancyQuery } from '../api/reports.ts';
import { QueryReportCard } from './report-card.tsx';
import { ReportTable } from './report-table.tsx';

export function OccupancyReport({ query }: { query: ReportQuery }) {
  const report = useQuery(occupancyQuery(query));
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
        const cell = (turno: string, dia: number) => r.filas.find((f) => f.turno === turno && f.dia === dia)!;
        const data = WEEKDAYS.map((name, i) => ({
          dia: name.slice(0, 3),
          ...Object.fromEntries(
            TURNOS.map((t) => [t, occupancyPercent(cell(t, i + 1).eventos, cell(t, i + 1).capacidad)]),
          ),
        }));
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
              series={[
                { name: 'Matutino', color: 'yellow.6' },
                { name: 'Vespertino', color: 'indigo.6' },
              ]}
              unit="%"
              withLegend
              yAxisProps={{ domain: [0, 100], width: 50 }}
              accessibilityLayer={false}
              aria-hidden
            />
            <ReportTable
              caption="Eventos y turnos disponibles por día de la semana"
              headers={['Día', ...TURNOS]}
              numeric={[1, 2]}
              rows={WEEKDAYS.map((name, i) => ({
                key: name,
                cells: [
                  name,
                  ...TURNOS.map((t) => {
                    const c = cell(t, i + 1);
                    return `${c.eventos} de ${c.capacidad} (${occupancyPercent(c.eventos, c.capacidad)} %)`;
                  }),
                ],
              }))}
            />
          </>
        );
      }}
    </QueryReportCard>
  );
}
