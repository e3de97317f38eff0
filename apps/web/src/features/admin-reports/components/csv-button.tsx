import { REPORT_TITLES, type ReportKind, type ReportQuery } from '@salones/shared/reports';
import { DownloadButton } from '../../../components/download-button.tsx';
import { downloadReportCsv } from '../api/reports.ts';

/** 'Descargar CSV' of one report for the period on screen. */
export function CsvButton({ kind, query }: { kind: ReportKind; query: ReportQuery }) {
  return (
    <DownloadButton
      size="xs"
      download={() => downloadReportCsv(kind, query)}
      aria-label={`Descargar CSV: ${REPORT_TITLES[kind]}`}
    >
      Descargar CSV
    </DownloadButton>
  );
}
