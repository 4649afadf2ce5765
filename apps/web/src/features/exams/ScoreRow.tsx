import { memo, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { localizeScoreText } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import type { ScoreSheet, ScoreStudent } from './exam-api';
import { parseCell, type MoveKey } from './score-cell';

interface Props {
  student: ScoreStudent;
  index: number;
  text: string;
  sheet: ScoreSheet;
  disabled: boolean;
  onChange(studentId: number, text: string): void;
  onKey(index: number, event: MoveKey): boolean;
}

/** One student's cell: a score (or «غ»/«م») with its inline refusal, or a qualitative type. */
export const ScoreRow = memo(function ScoreRow({
  student,
  index,
  text,
  sheet,
  disabled,
  onChange,
  onKey,
}: Props) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const name = `${student.firstName} ${student.lastName}`;
  const qualitative = sheet.grading === 'qualitative';
  const value = qualitative ? null : parseCell(text, sheet.exam.maxScore);
  const error =
    value?.kind === 'invalid'
      ? localizeDigits(t(`exams.cell.${value.error}`, { max: value.max }), language)
      : value?.kind === 'mark'
        ? t(`exams.mark.${value.mark}`)
        : ' ';
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A native select uses the arrows itself; Enter and Tab still move on.
    if (qualitative && event.key.startsWith('Arrow')) return;
    if (onKey(index, { key: event.key, shiftKey: event.shiftKey })) event.preventDefault();
  };
  const pick = (next: string) => {
    setMenu(null);
    onChange(student.id, next);
  };

  return (
    <Box
      data-testid={`score-row-${student.id}`}
      sx={{
        display: 'grid',
        // On a phone a score's box (five characters at most) leaves the name its line.
        gridTemplateColumns: { xs: '2rem 1fr 6.5rem 2.5rem', sm: '3rem 1fr minmax(9rem, 14rem) 2.5rem' },
        alignItems: 'start',
        gap: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography color="text.secondary" sx={{ pt: 1 }}>
        {localizeDigits(String(student.rollNumber ?? index + 1), language)}
      </Typography>
      <Typography sx={{ pt: 1 }}>{name}</Typography>
      {qualitative ? (
        <TextField
          select
          size="small"
          value={text}
          disabled={disabled}
          onChange={(e) => onChange(student.id, e.target.value)}
          onKeyDown={keyDown}
          slotProps={{
            select: { native: true },
            htmlInput: { 'data-cell-index': index, 'aria-label': t('exams.sheet.scoreOf', { name }) },
          }}
        >
          <option value="">—</option>
          {sheet.qualitativeTypes.map((q) => (
            <option key={q.id} value={String(q.id)}>
              {q.title}
            </option>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          value={localizeScoreText(text, language)}
          disabled={disabled}
          error={value?.kind === 'invalid'}
          helperText={error}
          onChange={(e) => onChange(student.id, e.target.value)}
          onKeyDown={keyDown}
          onFocus={(e) => e.target.select()}
          slotProps={{
            htmlInput: {
              'data-cell-index': index,
              'data-testid': `score-cell-${student.id}`,
              'aria-label': t('exams.sheet.scoreOf', { name }),
              inputMode: 'decimal',
              autoComplete: 'off',
              dir: 'ltr',
              style: { textAlign: 'center' },
            },
            formHelperText: { sx: { mx: 0, textAlign: 'center' } },
          }}
        />
      )}
      {!qualitative && (
        <>
          <IconButton
            aria-label={t('exams.sheet.marks')}
            disabled={disabled}
            onClick={(e) => setMenu(e.currentTarget)}
            tabIndex={-1}
          >
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu open={menu !== null} anchorEl={menu} onClose={() => setMenu(null)}>
            <MenuItem onClick={() => pick('غ')}>{t('exams.mark.absent')}</MenuItem>
            <MenuItem onClick={() => pick('م')}>{t('exams.mark.excused')}</MenuItem>
            <MenuItem onClick={() => pick('')}>{t('exams.mark.clear')}</MenuItem>
          </Menu>
        </>
      )}
    </Box>
  );
});
