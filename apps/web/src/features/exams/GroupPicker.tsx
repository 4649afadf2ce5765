import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { ScoreSheet } from './exam-api';

/** A group's title, with its classroom unless the title already names it («ریاضی ۱ — ۱۰۱»). */
export const groupLabel = (group: { title: string; classroomName: string }) =>
  group.title.includes(group.classroomName) ? group.title : `${group.title} — ${group.classroomName}`;

/** For an exam sat by several course groups: which group's sheet is open (only those the user may enter). */
export function GroupPicker({
  sheet,
  onPick,
}: {
  sheet: ScoreSheet;
  onPick: (courseGroupId: number) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <TextField
      select
      size="small"
      label={t('exams.sheet.group')}
      value={sheet.courseGroup.id}
      onChange={(event) => onPick(Number(event.target.value))}
      slotProps={{ htmlInput: { 'data-testid': 'scores-group' } }}
      sx={{ maxWidth: 360 }}
    >
      {sheet.courseGroups.map((group) => (
        <MenuItem key={group.id} value={group.id} data-testid={`scores-group-${group.id}`}>
          {localizeDigits(groupLabel(group), language)}
        </MenuItem>
      ))}
    </TextField>
  );
}
