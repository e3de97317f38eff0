import { Group, Paper, Stack, Title } from '@mantine/core';
import { REPORT_TITLES, type ReportKind, type ReportQuery } from '@salones/shared/reports';
import type { ReactNode } from 'react';
import { CsvButton } from './csv-button.tsx';

/** One report: its title, its 'Descargar CSV' button and its chart and table. */
export function ReportCard(props: { kind: ReportKind; query: ReportQuery; children: ReactNode }) {
  const titleId = `reporte-${props.kind}`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {REPORT_TITLES[props.kind]}
          </Title>
          <CsvButton kind={props.kind} query={props.query} />
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}
