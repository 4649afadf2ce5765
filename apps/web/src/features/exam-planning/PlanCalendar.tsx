import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { JALALI_MONTHS_FA } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { JalaliMonthGrid } from '../../components/JalaliMonthGrid';
import { jalaliMonth } from '../../lib/jalali-month';
import { useAppLanguage } from '../../lib/use-app-language';
import type { PlanRow } from './exam-planning-api';
import { monthsOf, rowsByDay } from './plan-model';
import { planText } from './plan-text';

interface PlanCalendarProps {
  rows: PlanRow[];
  /** Every grade's exams are shown: each names its grade. */
  showGrade: boolean;
  /** The printed timetable's smaller cells. */
  compact?: boolean;
}

/** The plan on Jalali months, Saturday first, an exam day's courses and times in its cell. */
export function PlanCalendar({ rows, showGrade, compact = false }: PlanCalendarProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const text = planText(t, language);
  const days = new Map(rowsByDay(rows).map((d) => [d.date, d.rows]));
  const months = monthsOf(rows);
  if (!months.length)
    return <Typography color="text.secondary">{t('examPlanning.calendar.empty')}</Typography>;
  return (
    <Stack spacing={compact ? 1.5 : 3} data-testid="plan-calendar">
      {months.map(({ jy, jm }) => {
        const month = jalaliMonth(jy, jm);
        return (
          <Box key={`${jy}-${jm}`} sx={{ breakInside: 'avoid' }}>
            <Typography variant={compact ? 'subtitle2' : 'h6'} component="h2" sx={{ mb: 1 }}>
              {`${language === 'fa' ? JALALI_MONTHS_FA[jm - 1] : text.digits(jm)} ${text.digits(jy)}`}
            </Typography>
            <JalaliMonthGrid
              month={month}
              dense={compact}
              weekdayLabel={(weekday) => t(`examPlanning.weekdays.${weekday}`)}
              minCellHeight={compact ? 52 : 88}
              dayTestId={(day) => (days.has(day.iso) ? `plan-day-${day.iso}` : undefined)}
              daySx={(day, theme) => ({
                bgcolor:
                  day.weekday === 6
                    ? alpha(theme.palette.error.main, 0.06)
                    : days.has(day.iso)
                      ? alpha(theme.palette.primary.main, 0.08)
                      : undefined,
              })}
              renderDay={(day) => (
                <Stack spacing={0.25}>
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {text.digits(day.jd)}
                  </Typography>
                  {(days.get(day.iso) ?? []).map((exam) => (
                    <Box
                      key={exam.id}
                      sx={{
                        fontSize: compact ? 10 : 12,
                        lineHeight: 1.4,
                        borderInlineStart: 3,
                        borderColor: 'primary.main',
                        ps: 0.5,
                      }}
                    >
                      <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {text.digits(exam.title)}
                      </Box>
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {showGrade
                          ? `${text.grade(exam.gradeLevel)} · ${text.digits(exam.startTime)}`
                          : text.digits(exam.startTime)}
                      </Box>
                    </Box>
                  ))}
                </Stack>
              )}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
