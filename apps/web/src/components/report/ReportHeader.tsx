import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReportActions } from './ReportActions';

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
      <ReportActions title={title} xlsxPath={xlsxPath} printable={printable} />
    </Stack>
  );
}
