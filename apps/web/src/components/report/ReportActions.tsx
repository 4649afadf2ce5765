import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { downloadApiFile } from '../../lib/entity-api';
import { notify } from '../../lib/notify';

export interface ReportActionsProps {
  /** The report's title, the downloaded file's name. */
  title: string;
  /** API path of the report's workbook with the page's filters; null while they are incomplete. */
  xlsxPath: string | null;
  /** Printing makes sense once there is something on the page. */
  printable?: boolean;
}

/** A report's Excel download and print buttons (hidden on paper). */
export function ReportActions({ title, xlsxPath, printable = true }: ReportActionsProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportExcel = () => {
    if (!xlsxPath) return;
    setExporting(true);
    downloadApiFile(xlsxPath, `${title}.xlsx`)
      .catch((error: Error) => notify('error', error.message))
      .finally(() => setExporting(false));
  };
  return (
    <Stack direction="row" spacing={1} data-print-hide>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={exportExcel}
        disabled={!xlsxPath || exporting}
        data-testid="report-excel"
      >
        {t('report.excel')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<PrintOutlined />}
        onClick={() => window.print()}
        disabled={!printable}
        data-testid="report-print"
      >
        {t('report.print')}
      </Button>
    </Stack>
  );
}
