import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { REPORT_CARD_PRINT_PATH } from '../../app/report-card-paths';
import { ClassroomField, GradeLevelField, PeriodField } from './CardFilterFields';
import { printQuery, type CardOptions, type CardPeriod } from './report-card-api';
import { gradeLevelsOf } from './use-card-options';

/** The multiple-print dialog: a period and a classroom or grade level, then the batch print page. */
export function MultiplePrintDialog({
  open,
  options,
  initialPeriod,
  onClose,
}: {
  open: boolean;
  options: CardOptions;
  initialPeriod: CardPeriod | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<CardPeriod | undefined>(initialPeriod ?? options.terms[0]?.id);
  const [by, setBy] = useState<'classroom' | 'grade'>('classroom');
  const [classroomId, setClassroomId] = useState<number | undefined>(options.classrooms[0]?.id);
  const [gradeLevel, setGradeLevel] = useState<number | undefined>(gradeLevelsOf(options.classrooms)[0]);
  const target = by === 'classroom' ? { classroomId } : { gradeLevel };
  const ready = period !== undefined && Object.values(target)[0] !== undefined;

  const show = () => {
    if (!ready) return;
    navigate(`${REPORT_CARD_PRINT_PATH}?${printQuery({ term: period, ...target })}`);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="multiple-print-dialog">
      <DialogTitle>{t('reportCards.print.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('reportCards.print.pick')}</DialogContentText>
        <Stack spacing={2}>
          <PeriodField options={options} value={period} onChange={setPeriod} testId="print-period" />
          <RadioGroup row value={by} onChange={(e) => setBy(e.target.value as 'classroom' | 'grade')}>
            <FormControlLabel
              value="classroom"
              control={<Radio />}
              label={t('reportCards.generate.targetClassroom')}
            />
            <FormControlLabel
              value="grade"
              control={<Radio />}
              label={t('reportCards.generate.targetGrade')}
            />
          </RadioGroup>
          {by === 'classroom' ? (
            <ClassroomField
              options={options}
              value={classroomId}
              onChange={setClassroomId}
              testId="print-classroom"
            />
          ) : (
            <GradeLevelField
              grades={gradeLevelsOf(options.classrooms)}
              value={gradeLevel}
              onChange={setGradeLevel}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!ready} onClick={show} data-testid="print-open">
          {t('reportCards.print.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
