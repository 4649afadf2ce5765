import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { downloadApiFile } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { registerAttendanceReportLabels } from './report-i18n';

registerAttendanceReportLabels();

export interface ReportHeaderProps {
  title: string;
  /** What the report covers (range, term, classroom), also printed. */
  subtitle: string;
  /** API path of the report's workbook; null while the filters are incomplete. */
  xlsxPath: string | null;
  /** Printing makes sense once there is something on the page. */
  printable: boolean;
}

/** A report's title line with its Excel download and print buttons (hidden on paper). */
export function ReportHeader({ title, subtitle, xlsxPath, printable }: ReportHeaderProps) {
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
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
    >
      <div>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="report-subtitle">
          {subtitle}
        </Typography>
      </div>
      <Stack direction="row" spacing={1} data-print-hide>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={exportExcel}
          disabled={!xlsxPath || exporting}
          data-testid="report-excel"
        >
          {t('attendanceReports.filters.excel')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          disabled={!printable}
          data-testid="report-print"
        >
          {t('attendanceReports.filters.print')}
        </Button>
      </Stack>
    </Stack>
  );
}
