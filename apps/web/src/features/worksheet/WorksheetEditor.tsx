import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError } from '../../lib/api';
import { localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { newClientId } from '../../lib/sheet-drafts';
import { useAppLanguage } from '../../lib/use-app-language';
import { useSaveShortcut } from '../../lib/use-save-shortcut';
import { useSheetSave } from '../../lib/use-sheet-save';
import { PageCard } from '../../components/PageCard';
import { ActivityDialog } from './ActivityDialog';
import { worksheetApi, type Worksheet, type WorksheetActivity } from './worksheet-api';
import {
  cellsFromWorksheet,
  changedCells,
  changedKeys,
  withDraftCells,
  worksheetDrafts,
  type Cells,
} from './worksheet-model';
import { WorksheetGrid } from './WorksheetGrid';
import { personName } from '../../components/PersonLabel';

interface Props {
  sheet: Worksheet;
  onTerm(termId: number): void;
}

/**
 * One course group's worksheet in one term. Every keystroke lands in the `grade_draft` draft; Save
 * sends the changed cells with the draft's client id (or leaves them in the offline outbox).
 */
export function WorksheetEditor({ sheet, onTerm }: Props) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const queryClient = useQueryClient();
  const groupId = sheet.courseGroup.id;
  const key = useMemo(() => ({ groupId, termId: sheet.term.id }), [groupId, sheet.term.id]);
  const server = useMemo(() => cellsFromWorksheet(sheet), [sheet]);
  const [restored] = useState(() => worksheetDrafts.read(key));
  const [cells, setCells] = useState<Cells>(() => withDraftCells(server, restored?.cells));
  const [baseline, setBaseline] = useState(server);
  const [seenServer, setSeenServer] = useState(server);
  if (seenServer !== server) {
    // New activities or a save: take the server's cells, keeping what is typed and unsaved.
    setSeenServer(server);
    setBaseline(server);
    setCells((current) => withDraftCells(server, current));
  }
  const clientId = useRef(restored?.clientId ?? newClientId());
  const { saving, send } = useSheetSave();
  const [reason, setReason] = useState('');
  const [dialog, setDialog] = useState<{ activity?: WorksheetActivity } | null>(null);
  const [deleting, setDeleting] = useState<WorksheetActivity | null>(null);
  const frozen = useMemo(() => new Set(sheet.frozenStudentIds), [sheet.frozenStudentIds]);
  const locked = sheet.canAmend ? new Set<number>() : frozen;
  const changes = changedKeys(sheet, baseline, cells);
  const amending = changes.some((k) => frozen.has(Number(k.split(':')[1])));

  const onChange = useCallback(
    (cell: string, text: string) =>
      setCells((current) => {
        const next = { ...current, [cell]: text };
        worksheetDrafts.write(key, { clientId: clientId.current, cells: next, savedAt: Date.now() });
        return next;
      }),
    [key],
  );
  const refetch = () => queryClient.invalidateQueries({ queryKey: ['worksheet', groupId] });

  const discard = () => {
    worksheetDrafts.clear(key);
    setCells(baseline);
    clientId.current = newClientId();
  };
  const renewClientId = () => {
    clientId.current = newClientId();
    const draft = worksheetDrafts.read(key);
    if (draft) worksheetDrafts.write(key, { ...draft, clientId: clientId.current });
  };

  const save = async () => {
    const built = changedCells(sheet, baseline, cells);
    if ('invalidKey' in built) {
      const [activityId, studentId] = built.invalidKey.split(':').map(Number);
      const student = sheet.students.find((s) => s.id === studentId)!;
      const activity = sheet.activities.find((a) => a.id === activityId)!;
      void notify(
        'error',
        t('worksheet.fixFirst', {
          name: personName(student),
          activity: activity.title,
        }),
      );
      document.querySelector<HTMLElement>(`[data-testid="ws-cell-${activityId}-${studentId}"]`)?.focus();
      return;
    }
    if (built.cells.length === 0) {
      void notify('info', t('worksheet.nothingToSave'));
      return;
    }
    if (amending && !reason.trim()) {
      void notify('error', t('exams.sheet.reasonRequired'));
      return;
    }
    const label = t('worksheet.outboxLabel', { group: sheet.courseGroup.title, term: sheet.term.title });
    await send({
      request: () =>
        worksheetApi.save(
          groupId,
          sheet.term.id,
          clientId.current,
          built.cells,
          label,
          reason.trim() || undefined,
        ),
      settle: () => {
        worksheetDrafts.clear(key);
        clientId.current = newClientId();
        setBaseline(cells);
        setReason('');
      },
      renew: renewClientId,
      refresh: refetch,
      sentText: t('worksheet.saved'),
      queuedText: t('worksheet.queued'),
    });
  };

  useSaveShortcut(() => void save(), !saving);

  const removeActivity = async (activity: WorksheetActivity) => {
    try {
      await worksheetApi.deleteActivity(groupId, activity.id);
      void notify('success', t('worksheet.deleted'));
      await refetch();
    } catch (error) {
      void notify('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setDeleting(null);
    }
  };
  const askDelete = (activity: WorksheetActivity) => {
    const scored = sheet.cells.some((c) => c.activityId === activity.id);
    if (scored) setDeleting(activity);
    else void removeActivity(activity);
  };
  const scoredCount = deleting ? sheet.cells.filter((c) => c.activityId === deleting.id).length : 0;

  return (
    <PageCard title={localizeDigits(t('worksheet.title', { group: sheet.courseGroup.title }), language)}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('worksheet.term')}
            value={sheet.term.id}
            onChange={(e) => onTerm(Number(e.target.value))}
            sx={{ minWidth: 160 }}
            slotProps={{ htmlInput: { 'data-testid': 'worksheet-term' } }}
          >
            {sheet.terms.map((term) => (
              <MenuItem key={term.id} value={term.id}>
                {localizeDigits(term.title, language)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => setDialog({})}
            data-testid="activity-add"
          >
            {t('worksheet.addActivity')}
          </Button>
        </Stack>
        {frozen.size > 0 && (
          <Alert severity="warning" data-testid="worksheet-frozen">
            {localizeDigits(
              t(sheet.canAmend ? 'worksheet.frozen' : 'worksheet.frozenReadOnly', { count: frozen.size }),
              language,
            )}
          </Alert>
        )}
        {restored && changes.length > 0 && (
          <Alert
            severity="info"
            data-testid="draft-restored"
            action={
              <Button color="inherit" size="small" onClick={discard}>
                {t('worksheet.discardDraft')}
              </Button>
            }
          >
            {t('worksheet.draftRestored')}
          </Alert>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
          {t('worksheet.keyboardHint')}
        </Typography>
        {sheet.students.length === 0 ? (
          <Typography color="text.secondary">{t('worksheet.noStudents')}</Typography>
        ) : sheet.activities.length === 0 ? (
          <Typography color="text.secondary" data-testid="worksheet-empty">
            {t('worksheet.noActivities')}
          </Typography>
        ) : (
          <WorksheetGrid
            sheet={sheet}
            cells={cells}
            locked={locked}
            disabled={saving}
            onChange={onChange}
            onEdit={(activity) => setDialog({ activity })}
            onDelete={askDelete}
          />
        )}
        {amending && (
          <TextField
            label={t('worksheet.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'amend-reason' } }}
            sx={{ maxWidth: 720 }}
          />
        )}
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SaveOutlined />}
            disabled={saving || sheet.activities.length === 0}
            onClick={() => void save()}
            data-testid="worksheet-save"
          >
            {t('worksheet.save')}
          </Button>
          {changes.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="worksheet-unsaved">
              {localizeDigits(t('worksheet.unsaved', { count: changes.length }), language)}
            </Typography>
          )}
        </Stack>
      </Stack>
      {dialog && (
        <ActivityDialog
          groupId={groupId}
          termId={sheet.term.id}
          activity={dialog.activity}
          onClose={(changed) => {
            setDialog(null);
            if (changed) void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('worksheet.deleteTitle', { title: deleting?.title ?? '' })}
        text={localizeDigits(t('worksheet.deleteText', { count: scoredCount }), language)}
        confirmLabel={t('worksheet.deleteActivity')}
        color="error"
        onConfirm={() => deleting && void removeActivity(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}
