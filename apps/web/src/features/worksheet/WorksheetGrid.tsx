import { memo, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { personName } from '../../components/PersonLabel';
import { STICKY_START_SX } from '../../components/sticky-column';
import { formatDate, localizeDigits } from '../../lib/date';
import { localizeScoreText } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import { parseCell } from '../exams/score-cell';
import type { Worksheet, WorksheetActivity } from './worksheet-api';
import { cellKey, gridMove, type Cells } from './worksheet-model';

interface Props {
  sheet: Worksheet;
  cells: Cells;
  /** Students whose cells cannot change (published card, no amend permission). */
  locked: ReadonlySet<number>;
  disabled: boolean;
  onChange(key: string, text: string): void;
  onEdit(activity: WorksheetActivity): void;
  onDelete(activity: WorksheetActivity): void;
}

const cellSx = { borderBottom: 1, borderColor: 'divider', px: 0.5, py: 0.5, verticalAlign: 'top' } as const;
/** The student column stays in view while the activities scroll sideways (360 px phones). */
const stickySx = STICKY_START_SX;

/** The activities × students grid; keyboard moves as on the exam score sheet. */
export function WorksheetGrid({ sheet, cells, locked, disabled, onChange, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const rtl = useTheme().direction === 'rtl';
  const gridRef = useRef<HTMLDivElement>(null);
  const rows = sheet.students.length;
  const cols = sheet.activities.length;
  const onKey = (row: number, col: number, event: KeyboardEvent<HTMLElement>) => {
    const to = gridMove({ row, col }, { key: event.key, shiftKey: event.shiftKey }, rows, cols, rtl);
    if (!to) return;
    event.preventDefault();
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${to.row}"][data-col="${to.col}"]`)?.focus();
  };
  return (
    <Box ref={gridRef} sx={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="worksheet-grid">
      <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: 'max-content' }}>
        <thead>
          <tr>
            <Box component="th" sx={{ ...cellSx, ...stickySx, zIndex: 2, textAlign: 'start', minWidth: 130 }}>
              {t('worksheet.student')}
            </Box>
            {sheet.activities.map((activity) => (
              <Box component="th" key={activity.id} sx={{ ...cellSx, width: 96, fontWeight: 500 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`activity-${activity.id}`}>
                  {localizeDigits(activity.title, language)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {activity.date ? formatDate(activity.date, language) : '—'}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {localizeDigits(t('worksheet.outOf', { max: activity.maxScore }), language)}
                </Typography>
                <Box sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('worksheet.editActivity')}>
                    <IconButton
                      size="small"
                      onClick={() => onEdit(activity)}
                      aria-label={t('worksheet.editActivity')}
                    >
                      <EditOutlined fontSize="inherit" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('worksheet.deleteActivity')}>
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => onDelete(activity)}
                      aria-label={t('worksheet.deleteActivity')}
                      data-testid={`activity-delete-${activity.id}`}
                    >
                      <DeleteOutline fontSize="inherit" />
                    </IconButton>
                  </Tooltip>
                </Box>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.students.map((student, row) => (
            <GridRow
              key={student.id}
              row={row}
              name={personName(student)}
              number={student.rollNumber ?? row + 1}
              studentId={student.id}
              activities={sheet.activities}
              texts={sheet.activities.map((a) => cells[cellKey(a.id, student.id)] ?? '').join('\u0000')}
              disabled={disabled || locked.has(student.id)}
              onChange={onChange}
              onKey={onKey}
            />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

interface RowProps {
  row: number;
  name: string;
  number: number;
  studentId: number;
  activities: WorksheetActivity[];
  /** The row's cell texts joined, so an unchanged row skips rendering. */
  texts: string;
  disabled: boolean;
  onChange(key: string, text: string): void;
  onKey(row: number, col: number, event: KeyboardEvent<HTMLElement>): void;
}

const GridRow = memo(function GridRow({
  row,
  name,
  number,
  studentId,
  activities,
  texts,
  disabled,
  onChange,
  onKey,
}: RowProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const values = texts.split('\u0000');
  return (
    <tr data-testid={`worksheet-row-${studentId}`}>
      <Box component="td" sx={{ ...cellSx, ...stickySx, pt: 1.25 }}>
        <Typography variant="body2" noWrap sx={{ maxWidth: { xs: 120, sm: 220 } }}>
          {localizeDigits(`${number}. ${name}`, language)}
        </Typography>
      </Box>
      {activities.map((activity, col) => {
        const text = values[col] ?? '';
        const value = parseCell(text, activity.maxScore);
        const message =
          value.kind === 'invalid'
            ? localizeDigits(t(`exams.cell.${value.error}`, { max: value.max }), language)
            : value.kind === 'mark'
              ? t(`exams.mark.${value.mark}`)
              : '';
        return (
          <Box component="td" key={activity.id} sx={cellSx}>
            <InputBase
              value={localizeScoreText(text, language)}
              disabled={disabled}
              error={value.kind === 'invalid'}
              onChange={(e) => onChange(cellKey(activity.id, studentId), e.target.value)}
              onKeyDown={(e) => onKey(row, col, e)}
              onFocus={(e) => e.target.select()}
              inputProps={{
                'data-row': row,
                'data-col': col,
                'data-testid': `ws-cell-${activity.id}-${studentId}`,
                'aria-label': t('worksheet.scoreOf', { name, activity: activity.title }),
                inputMode: 'decimal',
                autoComplete: 'off',
                dir: 'ltr',
                style: { textAlign: 'center' },
              }}
              sx={{
                width: 80,
                border: 1,
                borderRadius: 1,
                px: 0.5,
                borderColor: value.kind === 'invalid' ? 'error.main' : 'divider',
                '&.Mui-focused': { borderColor: 'primary.main' },
              }}
            />
            <Typography
              variant="caption"
              component="div"
              color={value.kind === 'invalid' ? 'error' : 'text.secondary'}
              sx={{ width: 80, textAlign: 'center', minHeight: '1.2em', lineHeight: 1.2 }}
            >
              {message}
            </Typography>
          </Box>
        );
      })}
    </tr>
  );
});
