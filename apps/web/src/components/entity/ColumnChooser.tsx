import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility, EntityColumn } from './entity-columns';

interface ColumnChooserProps {
  /** The button it opened from; null when closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  columns: readonly EntityColumn[];
  visibility: ColumnVisibility;
  /** The list's first choice, for «default columns». */
  defaults: ColumnVisibility;
  onChange: (visibility: ColumnVisibility) => void;
}

/** Which columns the list shows: a checkbox per column that may be hidden, all of them, or the first choice. */
export function ColumnChooser({
  anchor,
  onClose,
  columns,
  visibility,
  defaults,
  onChange,
}: ColumnChooserProps) {
  const { t } = useTranslation();
  const choosable = columns.filter((c) => c.hideable);
  const showAll = () =>
    onChange({ ...visibility, ...Object.fromEntries(choosable.map((c) => [c.field, true])) });
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 2, maxHeight: 420 }, 'data-testid': 'column-chooser' } as object }}
    >
      <FormGroup>
        {choosable.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                size="small"
                checked={visibility[column.field] !== false}
                onChange={(e) => onChange({ ...visibility, [column.field]: e.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'space-between' }}>
        <Button size="small" onClick={showAll} data-testid="columns-show-all">
          {t('entity.showAllColumns')}
        </Button>
        <Button size="small" onClick={() => onChange(defaults)} data-testid="columns-default">
          {t('entity.defaultColumns')}
        </Button>
      </Stack>
    </Popover>
  );
}
