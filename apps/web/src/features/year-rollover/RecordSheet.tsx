import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SchoolLogo } from '../../components/SchoolLogo';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { formatDate, localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import type { TranscriptCard, TranscriptStudent } from './rollover-api';

const cell = { border: '1px solid', borderColor: 'divider', py: 0.25, px: 1 } as const;

/** One card of the record: its year (and term), grade, classroom, courses and average. */
function CardBlock({ card }: { card: TranscriptCard }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const n = (v: string | number) => localizeDigits(String(v), language);
  return (
    <Box sx={{ mb: 2, breakInside: 'avoid' }} data-testid={`record-card-${card.id}`}>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
        {n(
          t('yearRollover.record.cardTitle', {
            year: card.academicYearTitle,
            term: card.termTitle ?? t('yearRollover.record.wholeYear'),
            grade: card.gradeLevel,
            classroom: card.classroomName,
          }),
        )}
      </Typography>
      <Table size="small" sx={{ '& td, & th': cell }}>
        <TableHead>
          <TableRow>
            {['course', 'units', 'score', 'result'].map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600 }}>
                {t(`yearRollover.record.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {card.courses.map((c, i) => (
            <TableRow key={i}>
              <TableCell>{n(c.courseTitle)}</TableCell>
              <TableCell>{n(c.units)}</TableCell>
              <TableCell>
                {c.qualitativeTitle ?? formatScore(c.score, language)}
                {c.makeup && (
                  <Box component="span" sx={{ color: 'text.secondary' }} data-testid="record-makeup">
                    {' — '}
                    {t('yearRollover.record.makeup', {
                      score: c.makeup.mark
                        ? t(`yearRollover.record.makeupMark.${c.makeup.mark}`)
                        : formatScore(c.makeup.score, language),
                    })}
                  </Box>
                )}
              </TableCell>
              <TableCell>
                {(c.makeup?.passed ?? c.passed) === null
                  ? '—'
                  : t(
                      (c.makeup?.passed ?? c.passed)
                        ? 'yearRollover.record.passed'
                        : 'yearRollover.record.failed',
                    )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {n(
          t('yearRollover.record.average', {
            average: formatScore(card.average, language),
            passed: card.yearResult?.hasMakeup ? card.yearResult.passedUnits : card.passedUnits,
            total: card.totalUnits,
          }),
        )}
        {card.yearResult?.hasMakeup &&
          n(
            ` — ${t('yearRollover.record.averageAfterMakeup', {
              average: formatScore(card.yearResult.average, language),
            })}`,
          )}
        {card.yearResult &&
          ` — ${t('yearRollover.record.outcome', {
            outcome: t(`yearRollover.record.outcomes.${card.yearResult.outcome}`),
          })}`}
      </Typography>
    </Box>
  );
}

/**
 * An A4 record of a student — the transcript or a transfer certificate: the school's logo and name,
 * the title, the student's particulars, what the caller adds, and the cards in order.
 */
export function RecordSheet({
  title,
  student,
  cards,
  children,
}: {
  title: string;
  student: TranscriptStudent;
  cards: TranscriptCard[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const logo = useAuthImage(student.schoolLogo);
  const n = (v: string | number) => localizeDigits(String(v), language);
  const facts: [string, string][] = [
    ['name', `${student.firstName} ${student.lastName}`],
    ['father', student.fatherName ?? '—'],
    ['nationalCode', n(student.nationalCode)],
    ['studentNumber', student.studentNumber ? n(student.studentNumber) : '—'],
    ['birthDate', student.birthDate ? formatDate(student.birthDate, language) : '—'],
    ['status', t(`yearRollover.record.status.${student.status}`)],
  ];
  return (
    <Box sx={{ p: 3, bgcolor: 'background.paper', maxWidth: '210mm', mx: 'auto' }} data-testid="record-sheet">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <SchoolLogo hasLogo={Boolean(student.schoolLogo)} src={logo} alt={student.schoolName} />
        <Box>
          <Typography variant="h6">{student.schoolName}</Typography>
          <Typography variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 0.5, mb: 2 }}>
        {facts.map(([key, value]) => (
          <Typography key={key} variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t(`yearRollover.record.facts.${key}`)}:{' '}
            </Box>
            <b>{value}</b>
          </Typography>
        ))}
      </Box>
      {children}
      {cards.length === 0 && (
        <Typography color="text.secondary">{t('yearRollover.record.noCards')}</Typography>
      )}
      {cards.map((card) => (
        <CardBlock key={card.id} card={card} />
      ))}
    </Box>
  );
}
