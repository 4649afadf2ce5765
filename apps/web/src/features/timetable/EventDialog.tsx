import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, optionLabelKey } from '../../components/entity/entity-labels';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { ApiError } from '../../lib/api';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';

const ENTITY = 'calendar-events';
/** The kinds of the registry's calendar-events entity. */
const KINDS = ['holiday', 'exam', 'meeting', 'ceremony'] as const;

interface EventDialogProps {
  /** The event to edit, or the day a new event starts on. */
  target: { event: EntityItem } | { day: string };
  onClose: (changed: boolean) => void;
}

const str = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

/** Add or edit one calendar event through the entity API. */
export function EventDialog({ target, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const event = 'event' in target ? target.event : null;
  const day = 'day' in target ? target.day : '';
  const [title, setTitle] = useState(event ? String(event.title ?? '') : '');
  const [kind, setKind] = useState(event ? String(event.kind ?? 'holiday') : 'holiday');
  const [startDate, setStart] = useState<string | null>(event ? str(event.startDate) : day);
  const [endDate, setEnd] = useState<string | null>(event ? str(event.endDate) : day);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = (field: string) => t(fieldLabelKey(ENTITY, field));
  const save = useMutation({
    mutationFn: () => {
      const body = { title: title.trim(), kind, startDate, endDate };
      return event
        ? entityApi.update(ENTITY, event.id, { ...body, version: event.version })
        : entityApi.create(ENTITY, body);
    },
    onSuccess: () => {
      void notify('success', t('people.calendar.saved'));
      onClose(true);
    },
    onError: (e) =>
      setErrors(e instanceof ApiError ? { ...(e.errors ?? {}), _: e.message } : { _: e.message }),
  });
  const remove = useMutation({
    mutationFn: () => entityApi.remove(ENTITY, event!.id),
    onSuccess: () => {
      void notify('success', t('people.calendar.deleted'));
      onClose(true);
    },
    onError: (e) => setErrors({ _: e.message }),
  });
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="xs">
      <DialogTitle>{t(event ? 'people.calendar.editTitle' : 'people.calendar.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors._ && <Alert severity="error">{errors._}</Alert>}
          <TextField
            label={label('title')}
            value={title}
            required
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title}
            slotProps={{ htmlInput: { 'data-testid': 'event-title' } }}
          />
          <TextField select label={label('kind')} value={kind} onChange={(e) => setKind(e.target.value)}>
            {KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(optionLabelKey(ENTITY, 'kind', option))}
              </MenuItem>
            ))}
          </TextField>
          <JalaliDatePicker
            name="startDate"
            label={label('startDate')}
            value={startDate}
            onChange={setStart}
            error={errors.startDate}
            required
          />
          <JalaliDatePicker
            name="endDate"
            label={label('endDate')}
            value={endDate}
            onChange={setEnd}
            error={errors.endDate}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {event && (
          <Button
            color="error"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            sx={{ marginInlineEnd: 'auto' }}
          >
            {t('entity.delete')}
          </Button>
        )}
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          disabled={save.isPending}
          data-testid="event-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
