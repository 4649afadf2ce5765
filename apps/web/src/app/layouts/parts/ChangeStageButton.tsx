import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../../lib/date';
import { useAppLanguage } from '../../../lib/use-app-language';
import { useWorkContext } from './use-work-context';

// Its code comes when it is opened, not with every page.
const ChangeStageDialog = lazy(async () => ({
  default: (await import('./ChangeStageDialog')).ChangeStageDialog,
}));

/** Navbar button showing the current school and academic year; opens the change-stage dialog. */
export function ChangeStageButton() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const { data } = useWorkContext();
  const school = data?.schools.find((s) => s.id === data.currentSchoolId);
  const year = data?.academicYears.find((y) => y.id === data.currentAcademicYearId);
  const title =
    school && year ? localizeDigits(`${school.name} — ${year.title}`, language) : t('stage.choose');
  // Isolated parts: a Persian name next to a year range must not reorder each other in either direction.
  const label =
    school && year ? (
      <>
        <bdi>{localizeDigits(school.name, language)}</bdi> —{' '}
        <bdi dir="ltr">{localizeDigits(year.title, language)}</bdi>
      </>
    ) : (
      title
    );

  return (
    <>
      {compact ? (
        <Tooltip title={title}>
          <IconButton
            color="inherit"
            aria-label={t('stage.title')}
            data-testid="change-stage"
            onClick={() => setOpen(true)}
          >
            <SchoolOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          size="small"
          data-testid="change-stage"
          startIcon={<SchoolOutlined />}
          onClick={() => setOpen(true)}
          sx={{
            mx: 1,
            maxWidth: 320,
            '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          }}
        >
          <span className="label">{label}</span>
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChangeStageDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
