import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { ApiError } from '../../lib/api';
import { formatDate, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useSaveShortcut } from '../../lib/use-save-shortcut';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { attendanceApi, type Sheet } from './attendance-api';
import { sheetQuery } from './attendance-queries';
import { clearDraft, newClientId, readDraft, writeDraft, type Mark, type SheetKey } from './attendance-draft';
import { AttendanceRow } from './AttendanceRow';
import {
  allPresent,
  changedCount,
  countByStatus,
  marksFromSheet,
  missingLateMinutes,
  withDraft,
  type Marks,
} from './sheet-model';
import { personName } from '../../components/PersonLabel';

/**
 * The attendance sheet of one course group, period and day. Every tap is written to the draft at
 * once; Save sends the whole sheet with the draft's client id (or leaves it in the offline outbox).
 */
export function AttendanceSheet({ sheetKey, onBack }: { sheetKey: SheetKey; onBack: () => void }) {
  const query = useQuery({ ...sheetQuery(sheetKey), retry: false });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <SheetEditor sheet={query.data} sheetKey={sheetKey} onBack={onBack} />;
}

function SheetEditor({ sheet, sheetKey, onBack }: { sheet: Sheet; sheetKey: SheetKey; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const queryClient = useQueryClient();
  const server = useMemo(() => marksFromSheet(sheet.students), [sheet]);
  const [restored] = useState(() => readDraft(sheetKey));
  const [marks, setMarks] = useState<Marks>(() => withDraft(server, restored?.marks));
  // What the server has (or will have, once the outbox sends it): unsaved changes count against this.
  const [baseline, setBaseline] = useState(server);
  // Fresh server data (a refetch after saving) becomes the new baseline, adjusted during render.
  const [seenServer, setSeenServer] = useState(server);
  if (seenServer !== server) {
    setSeenServer(server);
    setBaseline(server);
  }
  const clientId = useRef(restored?.clientId ?? newClientId());
  const [saving, setSaving] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const changes = changedCount(baseline, marks);
  const counts = countByStatus(marks);
  const closed = sheet.closed !== null;

  // Each edit lands in the draft before anything else can go wrong.
  const update = useCallback(
    (next: (current: Marks) => Marks) =>
      setMarks((current) => {
        const value = next(current);
        writeDraft(sheetKey, { clientId: clientId.current, marks: value, savedAt: Date.now() });
        return value;
      }),
    [sheetKey],
  );
  const onChange = useCallback(
    (studentId: number, mark: Mark) => update((current) => ({ ...current, [studentId]: mark })),
    [update],
  );
  const onMove = useCallback((index: number) => {
    listRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)?.focus();
  }, []);

  const discard = () => {
    clearDraft(sheetKey);
    setMarks(baseline);
    clientId.current = newClientId();
  };

  const save = async () => {
    const late = missingLateMinutes(marks, sheet.students);
    if (late) {
      void notify('error', t('attendance.sheet.lateRequired', { name: personName(late) }));
      return;
    }
    setSaving(true);
    try {
      const label = t('attendance.sheet.outboxLabel', {
        classroom: localizeDigits(sheet.courseGroup.classroomName, language),
        period: localizeDigits(sheet.period.title, language),
        date: formatDate(sheet.date, language),
      });
      const result = await attendanceApi.save(sheetKey, clientId.current, marks, label);
      // Sent or safely in the outbox: the draft has done its job either way.
      clearDraft(sheetKey);
      clientId.current = newClientId();
      setBaseline(marks);
      if (result.status === 'sent') {
        void notify('success', t('attendance.sheet.saved'));
        await queryClient.invalidateQueries({ queryKey: ['attendance'] });
      } else {
        void notify('info', t('attendance.sheet.queued'), { autoClose: 8000 });
      }
    } catch (error) {
      if (error instanceof ApiError) {
        // Refused, nothing applied: the next save (usually with other marks) takes a new client
        // id, since the server refuses an id it has seen with other content.
        clientId.current = newClientId();
        const draft = readDraft(sheetKey);
        if (draft) writeDraft(sheetKey, { ...draft, clientId: clientId.current });
      }
      void notify('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  useSaveShortcut(() => void save(), !saving && !closed);

  // Course group titles often name their classroom already («ریاضی ۱ — ۱۰۱»).
  const { title: groupTitle, classroomName } = sheet.courseGroup;
  const title = localizeDigits(
    groupTitle.includes(classroomName) ? groupTitle : `${groupTitle} — ${classroomName}`,
    language,
  );
  return (
    <PageCard
      title={title}
      action={
        <Button variant="text" onClick={onBack} data-testid="sheet-back">
          {t('attendance.sheet.back')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary" data-testid="sheet-heading">
          {localizeDigits(
            `${sheet.period.title} (${sheet.period.startTime}–${sheet.period.endTime})`,
            language,
          )}{' '}
          · {formatDate(sheet.date, language, 'long')}
        </Typography>
        {closed && (
          <Alert severity="warning" data-testid="sheet-closed">
            {sheet.closed}
          </Alert>
        )}
        {restored && changes > 0 && (
          <Alert
            severity="info"
            data-testid="draft-restored"
            action={
              <Button color="inherit" size="small" onClick={discard}>
                {t('attendance.sheet.discardDraft')}
              </Button>
            }
          >
            {t('attendance.sheet.draftRestored')}
          </Alert>
        )}
        {sheet.taken && !closed && <Alert severity="success">{t('attendance.sheet.taken')}</Alert>}
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DoneAll />}
            disabled={closed}
            onClick={() => update((current) => allPresent(current, sheet.students))}
            data-testid="all-present"
          >
            {t('attendance.sheet.allPresent')}
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="sheet-counts">
            {localizeDigits(t('attendance.sheet.counts', counts), language)}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
          {t('attendance.sheet.keyboardHint')}
        </Typography>
        {sheet.students.length === 0 ? (
          <Typography color="text.secondary">{t('attendance.sheet.empty')}</Typography>
        ) : (
          <Box ref={listRef} data-testid="attendance-sheet">
            {sheet.students.map((student, index) => (
              <AttendanceRow
                key={student.id}
                index={index}
                student={student}
                mark={marks[String(student.id)]!}
                disabled={closed}
                onChange={onChange}
                onMove={onMove}
              />
            ))}
          </Box>
        )}
      </Stack>
      <Paper
        elevation={3}
        sx={{
          position: 'sticky',
          bottom: 8,
          mt: 2,
          p: 1.5,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          zIndex: 2,
        }}
      >
        <Button
          variant="contained"
          size="large"
          startIcon={<SaveOutlined />}
          disabled={saving || closed || sheet.students.length === 0}
          onClick={() => void save()}
          data-testid="sheet-save"
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          {t('attendance.sheet.save')}
        </Button>
        {changes > 0 && (
          <Typography variant="body2" color="warning.main" data-testid="sheet-unsaved">
            {localizeDigits(t('attendance.sheet.unsaved', { count: changes }), language)}
          </Typography>
        )}
      </Paper>
    </PageCard>
  );
}
