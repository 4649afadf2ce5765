/**
 * A survey's classrooms with their students, codes issued and answered, and the button that issues
 * a classroom's codes: a table on wider screens, a card per classroom on a phone.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../components/SimpleTable';
import { formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { ClassroomCodes } from './surveys-api';

export function ClassroomCodesTable({
  classrooms,
  canIssue,
  busy,
  onIssue,
}: {
  classrooms: ClassroomCodes[];
  canIssue: boolean;
  busy: boolean;
  onIssue: (room: ClassroomCodes) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const issueButton = (room: ClassroomCodes) =>
    canIssue ? (
      <Button
        size="small"
        startIcon={<VpnKeyOutlined />}
        disabled={busy}
        onClick={() => onIssue(room)}
        data-testid={`codes-issue-${room.classroomId}`}
      >
        {t('surveys.codes.issue')}
      </Button>
    ) : null;
  const counts = (room: ClassroomCodes) =>
    [room.students, room.issued, room.spent].map((n) => formatNumber(n, language));
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <SimpleTable
          testId="survey-code-classrooms"
          empty="—"
          headers={[
            t('surveys.codes.classroom'),
            t('surveys.codes.students'),
            t('surveys.codes.issued'),
            t('surveys.codes.spent'),
            '',
          ]}
          rows={classrooms.map((room) => ({
            key: room.classroomId,
            cells: [localizeDigits(room.classroomName, language), ...counts(room), issueButton(room)],
          }))}
        />
      </Box>
      <Stack spacing={1} sx={{ display: { xs: 'flex', sm: 'none' } }} data-testid="survey-code-cards">
        {classrooms.map((room) => {
          const [students, issued, spent] = counts(room);
          return (
            <Box key={room.classroomId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('surveys.codes.classroom')} {localizeDigits(room.classroomName, language)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('surveys.codes.students')}: {students} · {t('surveys.codes.issued')}: {issued} ·{' '}
                {t('surveys.codes.spent')}: {spent}
              </Typography>
              {issueButton(room)}
            </Box>
          );
        })}
      </Stack>
    </>
  );
}
