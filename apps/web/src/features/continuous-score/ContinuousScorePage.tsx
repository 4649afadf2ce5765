import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageLoader } from '../../components/PageLoader';
import { localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { registerReportCardLabels } from '../../lib/report-cards-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { continuousApi, type ContinuousStudent } from './continuous-api';
import { ContinuousRow } from './ContinuousRow';
import { OverrideDialog } from './OverrideDialog';
import { personName } from '../../components/PersonLabel';
import { STICKY_START_SX } from '../../components/sticky-column';

registerReportCardLabels();

/** /manager/course-groups/:id/continuous-score — each student's continuous score, how, and overrides. */
export default function ContinuousScorePage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const client = useQueryClient();
  const groupId = Number(useParams().id);
  const [termId, setTermId] = useState<number | undefined>();
  const [editing, setEditing] = useState<ContinuousStudent | null>(null);
  const [removing, setRemoving] = useState<ContinuousStudent | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const sheet = useQuery({
    queryKey: ['continuous-score', groupId, termId],
    queryFn: () => continuousApi.load(groupId, termId),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['continuous-score', groupId] });
  const save = useMutation({
    mutationFn: (input: { studentId: number; score: number; reason: string }) =>
      continuousApi.save(groupId, { termId: sheet.data!.term.id, ...input }),
    onSuccess: async (result) => {
      void notify('success', result.message);
      setEditing(null);
      await refresh();
    },
    onError: (error: Error) => setSaveError(error.message),
  });
  const [removeReason, setRemoveReason] = useState('');
  const [removeError, setRemoveError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (studentId: number) =>
      continuousApi.remove(groupId, sheet.data!.term.id, studentId, removeReason),
    onSuccess: async (result) => {
      void notify('success', result.message);
      setRemoving(null);
      await refresh();
    },
    onError: (error: Error) => setRemoveError(error.message),
  });

  if (sheet.isPending) return <PageLoader />;
  if (sheet.isError) return <Alert severity="error">{sheet.error.message}</Alert>;
  const { courseGroup, term, terms, students } = sheet.data;
  const nameOf = (s: ContinuousStudent) => personName(s);

  return (
    <Card data-testid="continuous-score-page">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', mb: 2 }}
        >
          <div>
            <Typography variant="h5" component="h1">
              {t('continuousScore.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {localizeDigits(`${courseGroup.courseTitle} — ${courseGroup.classroomName}`, language)}
            </Typography>
          </div>
          <TextField
            select
            size="small"
            label={t('continuousScore.term')}
            value={String(term.id)}
            onChange={(e) => setTermId(Number(e.target.value))}
            sx={{ minWidth: 180 }}
          >
            {terms.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {localizeDigits(option.title, language)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {sheet.isFetching && <LinearProgress sx={{ mb: 1 }} />}
        {students.length === 0 ? (
          <Alert severity="info">{t('continuousScore.empty')}</Alert>
        ) : (
          // The table scrolls within itself on a phone, the student's name staying in view.
          <Box sx={{ overflowX: 'auto' }} data-testid="continuous-scroll">
            <Table size="small" sx={{ minWidth: 680 }}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  {['roll', 'student', 'computed', 'override', 'value', 'actions'].map((key) => (
                    <TableCell
                      key={key}
                      sx={key === 'student' ? { ...STICKY_START_SX, zIndex: 2 } : undefined}
                    >
                      {t(`continuousScore.columns.${key}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {students.map((student, i) => (
                  <ContinuousRow
                    key={student.id}
                    student={student}
                    index={i}
                    onEdit={() => {
                      setSaveError(null);
                      setEditing(student);
                    }}
                    onRemove={() => {
                      setRemoveReason('');
                      setRemoveError(null);
                      setRemoving(student);
                    }}
                  />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {editing && (
          <OverrideDialog
            name={nameOf(editing)}
            initial={editing.override}
            busy={save.isPending}
            error={saveError}
            onSave={(score, reason) => save.mutate({ studentId: editing.id, score, reason })}
            onClose={() => setEditing(null)}
          />
        )}
        <ConfirmDialog
          open={removing !== null}
          title={removing ? nameOf(removing) : ''}
          text={t('continuousScore.removeConfirm')}
          color="error"
          busy={remove.isPending}
          onConfirm={() => removing && remove.mutate(removing.id)}
          onCancel={() => setRemoving(null)}
        >
          {/* Required by the server when the card is published or the year closed (an amendment). */}
          <TextField
            label={t('continuousScore.removeReason')}
            helperText={removeError ?? t('continuousScore.removeReasonHelp')}
            error={removeError !== null}
            value={removeReason}
            onChange={(e) => setRemoveReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'continuous-remove-reason' } }}
            fullWidth
            size="small"
            sx={{ mt: 2 }}
          />
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
