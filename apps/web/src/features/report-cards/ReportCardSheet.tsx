import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { scoreInWords } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../lib/use-app-language';
import { digits, scoreText } from './card-format';
import type { CardCourse, FullCard } from './report-card-api';
import { ReportCardChart } from './ReportCardChart';
import { SchoolLogo } from '../../components/SchoolLogo';

const cell = { border: '1px solid', borderColor: 'divider', py: 0.5, px: 1 } as const;

const COLUMNS = [
  'row',
  'course',
  'units',
  'continuous',
  'final',
  'score',
  'scoreInWords',
  'classAverage',
  'result',
];
/** A year card with a make-up sat shows its score beside the original one. */
const MAKEUP_COLUMNS = [...COLUMNS.slice(0, 6), 'makeup', ...COLUMNS.slice(6)];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A course's result: «قبول» or «مردود» only once its final is in (the server leaves it null before);
 * a sat make-up decides it.
 */
export function resultKey(
  course: Pick<CardCourse, 'passed' | 'score' | 'grading'> & { makeup?: CardCourse['makeup'] },
): string | null {
  const passed = course.makeup ? course.makeup.passed : course.passed;
  if (passed !== null) return passed ? 'reportCards.card.passed' : 'reportCards.card.failed';
  return course.score !== null && course.grading !== 'qualitative' ? 'reportCards.card.awaitingFinal' : null;
}

/** A box for a signature and stamp, with its title above the empty space. */
function SignatureBox({ title, testId }: { title: string; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1, minHeight: '24mm' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
    </Box>
  );
}

/**
 * One report card laid out for an A4 page: school (logo and name) and student, the courses
 * (continuous, final, score and the score in words, class average, units, result), the discipline
 * score when the discipline module has one, the average, ranks and attendance, the chart against the
 * class, and the signature and stamp boxes of the homeroom teacher and the principal.
 */
export function ReportCardSheet({
  card,
  logoSrc,
}: {
  card: FullCard;
  /**
   * The school's logo as fetched by the page (useAuthImage of `card.schoolLogo`): fetched once there,
   * since every card of a printed batch is of the one current school.
   */
  logoSrc: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const none = t('reportCards.card.none');
  const score = (v: number | null) => scoreText(v, language, none);
  const period = card.termTitle ?? t('reportCards.card.yearCard');
  const result = card.yearResult;
  const withMakeup = result?.hasMakeup === true;
  const columns = withMakeup ? MAKEUP_COLUMNS : COLUMNS;
  const makeupText = (makeup: CardCourse['makeup']) =>
    !makeup
      ? none
      : makeup.mark
        ? t(makeup.mark === 'absent' ? 'reportCards.card.makeupAbsent' : 'reportCards.card.makeupExcused')
        : score(makeup.score);
  const outcome = result
    ? result.reason
      ? t('reportCards.card.outcomeByHand', {
          outcome: t(`reportCards.card.outcomes.${result.outcome}`),
          reason: result.reason,
        })
      : t(`reportCards.card.outcomes.${result.outcome}`)
    : null;
  return (
    <Box
      component="article"
      data-testid="report-card-sheet"
      sx={{ bgcolor: 'background.paper', p: { xs: 1, md: 2 }, maxWidth: '190mm', mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SchoolLogo hasLogo={Boolean(card.schoolLogo)} src={logoSrc} alt={card.schoolName} />
          <Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {digits(card.schoolName, language)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('reportCards.card.academicYear', { year: digits(card.academicYearTitle, language) })}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <Typography variant="h6" component="h2">
            {t('reportCards.card.heading')} — {digits(period, language)}
          </Typography>
          {card.status === 'draft' && (
            <Chip size="small" color="warning" variant="outlined" label={t('reportCards.card.draftNotice')} />
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5, mb: 1 }}>
        <Fact label={t('reportCards.card.student')} value={`${card.firstName} ${card.lastName}`} />
        <Fact label={t('reportCards.card.fatherName')} value={card.fatherName ?? none} />
        <Fact label={t('reportCards.card.classroom')} value={digits(card.classroomName, language)} />
        <Fact label={t('reportCards.card.nationalCode')} value={digits(card.nationalCode, language)} />
        <Fact
          label={t('reportCards.card.studentNumber')}
          value={digits(card.studentNumber ?? none, language)}
        />
      </Box>
      {/* A phone scrolls the courses sideways; an A4 page holds them whole. */}
      <Box sx={{ overflowX: 'auto', mb: 1 }}>
        <Table size="small" sx={{ minWidth: 640 }} data-testid="report-card-courses">
          <TableHead>
            <TableRow>
              {columns.map((key) => (
                <TableCell key={key} sx={{ ...cell, fontWeight: 700, bgcolor: 'action.hover' }}>
                  {t(`reportCards.card.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {card.courses.map((course, i) => {
              const courseResult = resultKey(course);
              const passed = course.makeup ? course.makeup.passed : course.passed;
              return (
                <TableRow key={course.courseGroupId} data-testid="report-card-course">
                  <TableCell sx={cell}>{digits(i + 1, language)}</TableCell>
                  <TableCell sx={cell}>{digits(course.courseTitle, language)}</TableCell>
                  <TableCell sx={cell}>{digits(course.units, language)}</TableCell>
                  <TableCell sx={cell}>{score(course.continuousScore)}</TableCell>
                  <TableCell sx={cell}>{score(course.finalScore)}</TableCell>
                  <TableCell sx={{ ...cell, fontWeight: 600 }}>
                    {course.qualitativeTitle ?? score(course.score)}
                  </TableCell>
                  {withMakeup && (
                    <TableCell sx={{ ...cell, fontWeight: 600 }} data-testid="report-card-makeup">
                      {makeupText(course.makeup)}
                    </TableCell>
                  )}
                  <TableCell
                    sx={{ ...cell, fontSize: '0.75rem', minWidth: 120 }}
                    data-testid="report-card-words"
                  >
                    {course.qualitativeTitle ? none : scoreInWords(course.score) || none}
                  </TableCell>
                  <TableCell sx={cell}>{score(course.classAverage)}</TableCell>
                  <TableCell
                    sx={{ ...cell, color: passed === false ? 'error.main' : undefined }}
                    data-testid="report-card-result"
                  >
                    {courseResult ? t(courseResult) : none}
                  </TableCell>
                </TableRow>
              );
            })}
            {card.disciplineScore !== null && (
              <TableRow data-testid="report-card-discipline">
                <TableCell sx={cell}>{none}</TableCell>
                <TableCell sx={{ ...cell, fontWeight: 600 }}>{t('reportCards.card.discipline')}</TableCell>
                <TableCell sx={cell}>{none}</TableCell>
                <TableCell sx={cell}>{none}</TableCell>
                <TableCell sx={cell}>{none}</TableCell>
                <TableCell sx={{ ...cell, fontWeight: 600 }}>{score(card.disciplineScore)}</TableCell>
                {withMakeup && <TableCell sx={cell}>{none}</TableCell>}
                <TableCell sx={{ ...cell, fontSize: '0.75rem' }}>
                  {scoreInWords(card.disciplineScore)}
                </TableCell>
                <TableCell sx={cell}>{none}</TableCell>
                <TableCell sx={cell}>{none}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5, mb: 1 }}
        data-testid="report-card-totals"
      >
        <Fact label={t('reportCards.card.average')} value={score(card.average)} />
        {withMakeup && (
          <Fact label={t('reportCards.card.averageAfterMakeup')} value={score(result.average)} />
        )}
        <Fact
          label={t('reportCards.card.totalUnits')}
          value={t('reportCards.card.unitsValue', {
            passed: digits(withMakeup ? result.passedUnits : card.passedUnits, language),
            total: digits(card.totalUnits, language),
          })}
        />
        <Fact label={t('reportCards.card.classRank')} value={score(card.classRank)} />
        <Fact label={t('reportCards.card.gradeRank')} value={score(card.gradeRank)} />
        {outcome && (
          <Box sx={{ gridColumn: '1 / -1' }} data-testid="report-card-outcome">
            <Fact label={t('reportCards.card.yearOutcome')} value={outcome} />
          </Box>
        )}
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 1 }}
        data-testid="report-card-attendance"
      >
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('reportCards.card.attendance')}
        </Typography>
        <Fact label={t('reportCards.card.absent')} value={digits(card.absentCount, language)} />
        <Fact label={t('reportCards.card.excused')} value={digits(card.excusedCount, language)} />
        <Fact label={t('reportCards.card.late')} value={digits(card.lateCount, language)} />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('reportCards.card.chartTitle')}
      </Typography>
      <ReportCardChart courses={card.courses} testId="report-card-chart" />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 1 }}>
        <SignatureBox title={t('reportCards.card.homeroomSignature')} testId="report-card-sign-homeroom" />
        <SignatureBox title={t('reportCards.card.principalSignature')} testId="report-card-sign-principal" />
      </Box>
    </Box>
  );
}
