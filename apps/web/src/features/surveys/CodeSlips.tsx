/**
 * A classroom's codes as cut-out slips on A4: two columns of slips with dashed edges, each with the
 * survey, the classroom, the page's address and the code in groups of four (left to right, in the
 * language's digits). Nothing on a slip names a student: any slip may go to any student.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatSurveyCode } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { IssuedCodes, SurveySummary } from './surveys-api';

export const surveyAddress = (surveyId: number) => `${window.location.origin}/survey/${surveyId}`;

export function CodeSlips({ survey, classrooms }: { survey: SurveySummary; classrooms: IssuedCodes[] }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const address = surveyAddress(survey.id);
  return (
    <Box data-testid="code-slips">
      {classrooms
        .filter((room) => room.codes.length > 0)
        .map((room) => (
          <Box
            key={room.classroomId}
            data-testid={`code-slips-${room.classroomId}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              maxWidth: '186mm',
              mx: 'auto',
              mb: 3,
              // Each classroom on pages of its own, so its slips are cut and handed out together.
              '@media print': { gridTemplateColumns: '1fr 1fr', breakAfter: 'page', mb: 0 },
            }}
          >
            {room.codes.map((code) => (
              <Box
                key={code}
                data-testid="code-slip"
                sx={{
                  border: '1px dashed',
                  borderColor: 'text.disabled',
                  px: 2,
                  py: 1.25,
                  minHeight: '42mm',
                  breakInside: 'avoid',
                  bgcolor: 'background.paper',
                  '@media print': { color: '#000', borderColor: '#777' },
                }}
              >
                <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                  {localizeDigits(survey.title, language)} — {t('surveys.codes.classroom')}{' '}
                  {localizeDigits(room.classroomName, language)}
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary">
                  {t('surveys.codes.slip.instruction')}
                </Typography>
                <Typography
                  variant="body2"
                  component="p"
                  dir="ltr"
                  sx={{ fontFamily: 'monospace', textAlign: 'center' }}
                >
                  {address}
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('surveys.codes.slip.code')}
                </Typography>
                <Typography
                  component="p"
                  dir="ltr"
                  data-testid="slip-code"
                  data-code={code}
                  sx={{
                    fontSize: 22,
                    fontWeight: 700,
                    letterSpacing: '0.08em',
                    textAlign: 'center',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {localizeDigits(formatSurveyCode(code), language)}
                </Typography>
                <Typography
                  variant="caption"
                  component="p"
                  color="text.secondary"
                  sx={{ textAlign: 'center' }}
                >
                  {t('surveys.codes.slip.note', { date: formatDate(survey.closesOn, language) })}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
    </Box>
  );
}
