import { useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';
import { PersonLabel, personName } from '../../components/PersonLabel';
import { STICKY_START_SX } from '../../components/sticky-column';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { formatScore } from '../../lib/score-format';
import type { ContinuousStudent } from './continuous-api';
import { ItemsTable } from './ItemsTable';

/** One student: computed value, override, the value used, and the expandable computation. */
export function ContinuousRow({
  student,
  index,
  onEdit,
  onRemove,
}: {
  student: ContinuousStudent;
  index: number;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [open, setOpen] = useState(false);
  const none = t('continuousScore.none');
  return (
    <>
      <TableRow
        hover
        data-testid="continuous-row"
        sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}
      >
        <TableCell padding="checkbox">
          <Tooltip title={t(open ? 'continuousScore.hideItems' : 'continuousScore.showItems')}>
            <IconButton
              size="small"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-label={t(open ? 'continuousScore.hideItems' : 'continuousScore.showItems')}
              data-testid="continuous-expand"
            >
              {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
            </IconButton>
          </Tooltip>
        </TableCell>
        <TableCell>{localizeDigits(String(student.rollNumber ?? index + 1), language)}</TableCell>
        <TableCell sx={{ ...STICKY_START_SX, whiteSpace: 'nowrap' }} data-testid="continuous-student">
          <PersonLabel name={personName(student)} language={language} />
        </TableCell>
        <TableCell>{formatScore(student.computed, language, none)}</TableCell>
        <TableCell>
          {student.override ? (
            <Tooltip title={t('continuousScore.reasonShort', { reason: student.override.reason })}>
              <span>{formatScore(student.override.score, language)}</span>
            </Tooltip>
          ) : (
            none
          )}
        </TableCell>
        <TableCell sx={{ fontWeight: 700 }}>{formatScore(student.value, language, none)}</TableCell>
        <TableCell>
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={onEdit} data-testid="continuous-override">
              {t(student.override ? 'continuousScore.editOverride' : 'continuousScore.setOverride')}
            </Button>
            {student.override && (
              <Button size="small" color="error" onClick={onRemove} data-testid="continuous-remove">
                {t('continuousScore.removeOverride')}
              </Button>
            )}
          </Stack>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={7} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            {student.override && (
              <Typography variant="body2" sx={{ p: 1 }}>
                {t('continuousScore.reasonShort', { reason: student.override.reason })}
              </Typography>
            )}
            <ItemsTable items={student.items} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
