import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PrintSchool } from '@school/shared';
import type { ReactNode } from 'react';
import { SchoolLogo } from '../../components/SchoolLogo';
import { usePrintText } from './print-text';

/**
 * One printed sheet: the school's logo and name, the sheet's title and subtitle, then its content;
 * on paper each sheet starts a new page (`half`: half an A4 page, two to a sheet, as A5 cards).
 */
export function PrintSheet({
  school,
  logoSrc,
  title,
  subtitle,
  children,
  testId,
  half = false,
}: {
  school: PrintSchool;
  logoSrc: string | undefined;
  title: string;
  subtitle?: string | undefined;
  children: ReactNode;
  testId: string;
  half?: boolean;
}) {
  const { digits } = usePrintText();
  return (
    <Box
      data-testid={testId}
      sx={{
        p: { xs: 1.5, md: half ? 2 : 4 },
        mb: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
        borderRadius: 1,
        breakInside: 'avoid',
        ...(half ? { border: 1, borderColor: 'divider' } : {}),
        '@media print': half
          ? {
              boxShadow: 'none',
              mb: 0,
              height: '134mm',
              overflow: 'hidden',
              '&:nth-of-type(2n)': { breakAfter: 'page' },
            }
          : { boxShadow: 'none', p: 0, mb: 0, breakAfter: 'page' },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: half ? 1 : 2 }}>
        <SchoolLogo hasLogo={Boolean(school.logo)} src={logoSrc} alt={school.name} size={half ? 40 : 56} />
        <Box sx={{ flex: 1, textAlign: 'center', minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
            {digits(school.name)}
          </Typography>
          <Typography variant={half ? 'subtitle1' : 'h6'} component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && <Typography variant="body2">{subtitle}</Typography>}
        </Box>
        {/* Balances the logo so the heading sits in the middle of the sheet. */}
        <Box sx={{ width: half ? 40 : 56 }} />
      </Stack>
      {children}
    </Box>
  );
}
