import { Button } from '@mantine/core';
import { REPORT_TITLES, type ReportKind, type ReportQuery } from '@salones/shared/reports';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { downloadReportCsv } from '../api/reports.ts';

/** 'Descargar CSV' of one report for the period on screen. */
export function CsvButton({ kind, query }: { kind: ReportKind; query: ReportQuery }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportCsv(kind, query);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={download}
      aria-label={`Descargar CSV: ${REPORT_TITLES[kind]}`}
    >
      Descargar CSV
    </Button>
  );
}
