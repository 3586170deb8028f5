import { Button, Group } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { REPORT_MESSAGES, type ReportName } from '@app/shared/reports/report.schemas';
import { useIntl } from 'react-intl';
import { BusyIcon } from '../../components/busy-button';
import { notifyError } from '../../lib/notify';
import { downloadReport } from './reports.api';
import type { ReportRange } from './report-filters';

type Format = 'csv' | 'pdf';

/** Download CSV and PDF of the report on screen (every row, not only the page shown); none before one is. */
export function ReportDownloads({ name, range }: { name: ReportName; range: ReportRange | null }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<Format | null>(null);

  const download = async (format: Format) => {
    if (!range || busy) return;
    setBusy(format);
    try {
      await downloadReport(name, range, format);
    } catch {
      notifyError(REPORT_MESSAGES.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  const button = (format: Format, label: string, Icon: typeof IconFileTypeCsv) => (
    <Button
      variant="default"
      leftSection={<BusyIcon busy={busy === format} icon={Icon} />}
      aria-busy={busy === format}
      disabled={!range || (busy !== null && busy !== format)}
      onClick={() => void download(format)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="sm">
      {button('csv', intl.formatMessage({ id: 'reports.downloadCsv' }), IconFileTypeCsv)}
      {button('pdf', intl.formatMessage({ id: 'reports.downloadPdf' }), IconFileTypePdf)}
    </Group>
  );
}
