import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { ReactNode } from 'react';
import { usePrintText } from './print-text';

/** The page's heading, the pickers, the print button and how many sheets; hidden on paper. */
export function PrintToolbar({
  title,
  children,
  count,
}: {
  title: string;
  children: ReactNode;
  count: string | null;
}) {
  const { t } = usePrintText();
  return (
    <Stack data-print-hide sx={{ mb: 2 }} spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        useFlexGap
      >
        {children}
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          disabled={!count}
          onClick={() => window.print()}
          data-testid="print-button"
        >
          {t('examPrintouts.print')}
        </Button>
        {count && (
          <Typography variant="body2" color="text.secondary">
            {count}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
