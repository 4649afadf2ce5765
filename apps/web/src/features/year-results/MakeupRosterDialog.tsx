import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toAsciiDigits, type ScoreMark } from '@school/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PersonLabel, personName } from '../../components/PersonLabel';
import { PageLoader } from '../../components/PageLoader';
import { localizeScoreText, formatScore } from '../../lib/score-format';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { yearResultsApi, type MakeupExamSummary, type RosterRow } from './year-results-api';

type Cell = { text: string; mark: ScoreMark | '' };

/** A make-up exam's students: fill from the outcomes, and enter each one's score or mark. */
export function MakeupRosterDialog({ exam, onClose }: { exam: MakeupExamSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const client = useQueryClient();
  const roster = useQuery({
    queryKey: ['makeup-roster', exam.id],
    queryFn: () => yearResultsApi.roster(exam.id),
  });
  // What the user typed, over the stored values (cleared once saved).
  const [edits, setEdits] = useState<Record<number, Cell>>({});
  const [error, setError] = useState<string | null>(null);
  const cellOf = (r: RosterRow): Cell =>
    edits[r.studentId] ?? {
      text: r.score === null ? '' : localizeScoreText(String(r.score), language),
      mark: r.mark ?? '',
    };
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['makeup-roster', exam.id] });
    void client.invalidateQueries({ queryKey: ['year-results'] });
  };
  const fill = useMutation({
    mutationFn: () => yearResultsApi.fill(exam.id),
    onSuccess: (r) => {
      void notify('success', r.message);
      refresh();
    },
    onError: (e: Error) => void notify('error', e.message),
  });
  const save = useMutation({
    mutationFn: () =>
      yearResultsApi.saveScores(
        exam.id,
        (roster.data ?? []).map((r) => {
          const cell = cellOf(r);
          const text = toAsciiDigits(cell.text).replace('٫', '.').trim();
          return {
            studentId: r.studentId,
            score: text === '' ? null : Number(text),
            mark: cell.mark || null,
          };
        }),
      ),
    onSuccess: (r) => {
      setError(null);
      setEdits({});
      void notify('success', r.message);
      refresh();
    },
    onError: (e: Error) => setError(e.message),
  });
  const set = (r: RosterRow, change: Partial<Cell>) =>
    setEdits((all) => ({ ...all, [r.studentId]: { ...cellOf(r), ...change } }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('yearResults.rosterTitle', { course: exam.courseTitle })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Button
            variant="outlined"
            onClick={() => fill.mutate()}
            disabled={fill.isPending}
            data-testid="makeup-fill"
          >
            {t('yearResults.fill')}
          </Button>
          {error && <Alert severity="error">{error}</Alert>}
          {roster.isPending ? (
            <PageLoader />
          ) : !roster.data?.length ? (
            <Typography color="text.secondary">{t('yearResults.noStudents')}</Typography>
          ) : (
            // A phone scrolls the roster sideways inside the dialog, never the page.
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="makeup-roster" sx={{ minWidth: 520 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('yearResults.student')}</TableCell>
                    <TableCell>{t('yearResults.yearScore')}</TableCell>
                    <TableCell>
                      {t('yearResults.score', { max: formatScore(exam.maxScore, language) })}
                    </TableCell>
                    <TableCell>{t('yearResults.mark')}</TableCell>
                    <TableCell>{t('yearResults.outcome')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {roster.data.map((r) => (
                    <TableRow key={r.studentId} data-testid={`makeup-row-${r.studentId}`}>
                      <TableCell>
                        <PersonLabel name={personName(r)} context={r.classroomName} language={language} />
                      </TableCell>
                      <TableCell>{formatScore(r.yearScore, language)}</TableCell>
                      <TableCell sx={{ minWidth: 96 }}>
                        <TextField
                          size="small"
                          value={cellOf(r).text}
                          onChange={(e) => set(r, { text: localizeScoreText(e.target.value, language) })}
                          slotProps={{
                            htmlInput: { inputMode: 'decimal', 'data-testid': `makeup-score-${r.studentId}` },
                          }}
                        />
                      </TableCell>
                      <TableCell sx={{ minWidth: 96 }}>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          value={cellOf(r).mark}
                          onChange={(e) => set(r, { mark: e.target.value as ScoreMark | '' })}
                        >
                          <MenuItem value="">{t('yearResults.noMark')}</MenuItem>
                          <MenuItem value="absent">{t('yearResults.absent')}</MenuItem>
                          <MenuItem value="excused">{t('yearResults.excused')}</MenuItem>
                        </TextField>
                      </TableCell>
                      <TableCell>{r.outcome ? t(`yearResults.outcomes.${r.outcome}`) : '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('yearResults.cancel')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending || !roster.data?.length}
          onClick={() => save.mutate()}
          data-testid="makeup-save"
        >
          {t('yearResults.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
