import { BarChart } from '@mantine/charts';
import { Group, Text, Title } from '@mantine/core';
import { TURNOS } from '@salones/shared/constants';
import { occupancyPercent, type ReportQuery, WEEKDAYS } from '@salones/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { DownloadButton } from '../../../components/download-button.tsx';
import { downloadOccupancyBySalonCsv, occupancyQuery } from '../api/reports.ts';
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
          </>
        );
      }}
    </QueryReportCard>
  );
}
