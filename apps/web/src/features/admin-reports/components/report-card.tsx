import { Group, Paper, Stack, Title } from '@mantine/core';
import { REPORT_TITLES, type ReportKind, type ReportQuery } from '@salones/shared/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryContent, RowsSkeleton } from '../../../components/query-content.tsx';
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

/** A ReportCard fed by its query: skeleton rows while it loads, its error, its empty line, else `children`. */
export function QueryReportCard<T>(props: {
  kind: ReportKind;
  query: ReportQuery;
  report: UseQueryResult<T>;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  empty: string;
  skeleton?: { rows: number; height: number };
  /** a line under the title, shown whatever the query's state (e.g. the period the report covers) */
  intro?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { report, skeleton = { rows: 3, height: 60 } } = props;
  return (
    <ReportCard kind={props.kind} query={props.query}>
      {props.intro}
      <QueryContent
        queries={[report]}
        errorTitle={props.errorTitle}
        loading={<RowsSkeleton rows={skeleton.rows} height={skeleton.height} />}
        isEmpty={report.data !== undefined && props.isEmpty(report.data)}
        empty={props.empty}
      >
        {() => props.children(report.data!)}
      </QueryContent>
    </ReportCard>
  );
}
