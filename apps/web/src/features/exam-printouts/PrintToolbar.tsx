import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { ReactNode } from 'react';
import { usePrintText } from './print-text';

/** The pickers, the print button and how many sheets; hidden on paper. */
export function PrintToolbar({ children, count }: { children: ReactNode; count: string | null }) {
  const { t } = usePrintText();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      useFlexGap
      data-print-hide
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
  );
}
