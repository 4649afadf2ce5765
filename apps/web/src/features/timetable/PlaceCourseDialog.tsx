import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EntityItem } from '../../lib/entity-api';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { GridCell } from './weekly-grid';

interface PlaceCourseDialogProps {
  cell: GridCell | null;
  groups: readonly EntityItem[];
  /** What each group shows under its title: its teacher (classroom's week) or classroom (teacher's). */
  detail: 'teacherId' | 'classroomId';
  busy: boolean;
  /** The server's clash message of the last attempt. */
  error: string;
  onPick: (group: EntityItem) => void;
  onClose: () => void;
}

/** The course groups (of the classroom or the teacher) to put in one cell of the week. */
export function PlaceCourseDialog({
  cell,
  groups,
  detail,
  busy,
  error,
  onPick,
  onClose,
}: PlaceCourseDialogProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const digits = (text: unknown) => localizeDigits(typeof text === 'string' ? text : '', language);
  return (
    <Dialog open={cell !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {cell &&
          t('people.schedule.placeTitle', {
            day: t(`people.weekdays.${cell.weekday}`),
            period: digits(cell.period.title),
          })}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="schedule-clash">
            {error}
          </Alert>
        )}
        {groups.length === 0 ? (
          <Typography color="text.secondary">{t('people.schedule.noGroups')}</Typography>
        ) : (
          <List data-testid="place-groups">
            {groups.map((group) => (
              <ListItemButton
                key={group.id}
                disabled={busy}
                onClick={() => onPick(group)}
                data-testid={`place-group-${group.id}`}
              >
                <ListItemText primary={digits(group.title)} secondary={digits(group._titles?.[detail])} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
