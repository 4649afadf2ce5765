import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAbility } from '@casl/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT, entityTitleKey } from '../../app/entity-routes';
import { optionLabelKey } from '../../components/entity/entity-labels';
import type { AppAbility } from '../../lib/ability';
import { formatDate, localizeDigits } from '../../lib/date';
import { entityApi } from '../../lib/entity-api';
import { useAppLanguage } from '../../lib/use-app-language';

const ENTITY = 'teacher-note';

/**
 * Teachers' notes about the student, newest first, for those who may list notes. The engine's list
 * is the source, so a teacher sees only their own notes here too.
 */
export function TeacherNotes({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const allowed = useAbility<AppAbility>().can('teacher-note.list', ENTITY_SUBJECT);
  const notes = useQuery({
    queryKey: ['entity', ENTITY, 'student', studentId],
    queryFn: () => entityApi.list(ENTITY, `studentId=${encodeURIComponent(studentId)}&pageSize=100`),
    enabled: allowed,
  });
  if (!allowed || !notes.data) return null;
  return (
    <Stack spacing={1.5} sx={{ breakInside: 'avoid' }} data-testid="student-file-notes">
      <Typography variant="h6" component="h3">
        {t(entityTitleKey(ENTITY))}
      </Typography>
      {notes.data.items.length === 0 && <Typography color="text.secondary">{t('table.empty')}</Typography>}
      {notes.data.items.map((note) => (
        <Stack
          key={note.id}
          spacing={0.5}
          sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
          data-testid={`teacher-note-${note.id}`}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={note.kind === 'positive' ? 'success' : 'warning'}
              label={t(optionLabelKey(ENTITY, 'kind', String(note.kind)))}
            />
            <Typography variant="body2" color="text.secondary">
              {note._titles?.teacherId ?? '—'} · {formatDate(String(note.date), language)}
            </Typography>
          </Stack>
          <Typography>{localizeDigits(String(note.text ?? ''), language)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
