import { memo, useState, type KeyboardEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { ATTENDANCE_STATUSES, toAsciiDigits, type AttendanceStatus } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { SheetStudent } from './attendance-api';
import type { Mark } from './attendance-draft';
import { statusForKey } from './sheet-model';
import { personName } from '../../components/PersonLabel';

const STATUS_COLOR: Record<AttendanceStatus, 'success' | 'error' | 'warning' | 'info'> = {
  present: 'success',
  absent: 'error',
  late: 'warning',
  excused: 'info',
};

interface AttendanceRowProps {
  index: number;
  student: SheetStudent;
  mark: Mark;
  disabled: boolean;
  onChange: (studentId: number, mark: Mark) => void;
  /** Moves keyboard focus to another row (arrow keys). */
  onMove: (index: number) => void;
}

/**
 * One student: roll number, photo and name, four large status buttons (one tap each), minutes when
 * late, and a note. On a phone the buttons take the full width under the name.
 */
export const AttendanceRow = memo(function AttendanceRow({
  index,
  student,
  mark,
  disabled,
  onChange,
  onMove,
}: AttendanceRowProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [noteOpen, setNoteOpen] = useState(Boolean(mark.note));
  const name = personName(student);
  const set = (patch: Partial<Mark>) => onChange(student.id, { ...mark, ...patch });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    const status = statusForKey(event.key);
    if (status && !disabled) {
      event.preventDefault();
      set({ status });
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(index + (event.key === 'ArrowDown' ? 1 : -1));
    }
  };

  return (
    <Stack
      data-testid={`attendance-row-${student.id}`}
      data-status={mark.status}
      data-row-index={index}
      tabIndex={0}
      onKeyDown={onKeyDown}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        gap: 1,
        py: 1.25,
        px: 1,
        alignItems: { sm: 'center' },
        flexWrap: { sm: 'wrap' },
        borderBottom: 1,
        borderColor: 'divider',
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
          borderRadius: 1,
        },
      }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Typography
          sx={{ width: 28, textAlign: 'center', color: 'text.secondary' }}
          data-testid="roll-number"
        >
          {localizeDigits(String(student.rollNumber ?? index + 1), language)}
        </Typography>
        <Avatar src={student.photo ?? undefined} alt={name} sx={{ width: 40, height: 40 }}>
          {student.firstName.slice(0, 1)}
        </Avatar>
        <Typography sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }} noWrap>
          {localizeDigits(name, language)}
        </Typography>
        {student.onLeave && <Chip size="small" color="info" label={t('attendance.sheet.onLeave')} />}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mark.status}
          disabled={disabled}
          onChange={(_e, status: AttendanceStatus | null) => status && set({ status })}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          {ATTENDANCE_STATUSES.map((status) => (
            <ToggleButton
              key={status}
              value={status}
              color={STATUS_COLOR[status]}
              data-testid={`mark-${status}-${student.id}`}
              sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 56, minHeight: 44, px: 1.5 }}
            >
              {t(`attendance.status.${status}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {mark.status === 'late' && (
          <TextField
            size="small"
            label={t('attendance.sheet.lateMinutes')}
            value={mark.lateMinutes === null ? '' : localizeDigits(String(mark.lateMinutes), language)}
            onChange={(e) => {
              const digits = toAsciiDigits(e.target.value).replace(/\D/g, '').slice(0, 3);
              set({ lateMinutes: digits ? Number(digits) : null });
            }}
            disabled={disabled}
            sx={{ width: 84 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `late-minutes-${student.id}` } }}
          />
        )}
        <IconButton
          aria-label={t('attendance.sheet.noteFor', { name })}
          onClick={() => setNoteOpen((open) => !open)}
          color={mark.note ? 'primary' : 'default'}
          data-testid={`note-toggle-${student.id}`}
        >
          <EditNoteOutlined />
        </IconButton>
      </Stack>
      {noteOpen && (
        <TextField
          size="small"
          fullWidth
          label={t('attendance.sheet.note')}
          value={mark.note ?? ''}
          onChange={(e) => set({ note: e.target.value.slice(0, 300) || null })}
          disabled={disabled}
          sx={{ flexBasis: '100%' }}
          slotProps={{ htmlInput: { 'data-testid': `note-${student.id}` } }}
        />
      )}
    </Stack>
  );
});
