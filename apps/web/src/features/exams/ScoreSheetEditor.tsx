import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityEditPath } from '../../app/entity-routes';
import { formatDate, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useSaveShortcut } from '../../lib/use-save-shortcut';
import { useSheetSave } from '../../lib/use-sheet-save';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { examApi, type ScoreSheet } from './exam-api';
import { clearExamDraft, newClientId, readExamDraft, writeExamDraft } from './exam-draft';
import { moveTarget, type MoveKey } from './score-cell';
import { cellsFromSheet, changedIds, entriesFrom, withDraftCells, type Cells } from './score-sheet-model';
import { ScoreRow } from './ScoreRow';
import { personName } from '../../components/PersonLabel';

/**
 * The score sheet of one exam: a column of cells in roll order. Every keystroke lands in the
 * `exam_draft` draft; Save sends the whole sheet with the draft's client id (or leaves it in the
 * offline outbox). `picker` switches between the exam's course groups. A locked exam is read-only unless the user may amend, with a reason.
 */
export function ScoreSheetEditor({ sheet, picker }: { sheet: ScoreSheet; picker?: ReactNode }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const queryClient = useQueryClient();
  const key = useMemo(() => ({ examId: sheet.exam.id, courseGroupId: sheet.courseGroup.id }), [sheet]);
  const server = useMemo(() => cellsFromSheet(sheet), [sheet]);
  const [restored] = useState(() => readExamDraft(key));
  const [cells, setCells] = useState<Cells>(() => withDraftCells(server, restored?.cells));
  const [baseline, setBaseline] = useState(server);
  const [seenServer, setSeenServer] = useState(server);
  if (seenServer !== server) {
    setSeenServer(server);
    setBaseline(server);
  }
  const clientId = useRef(restored?.clientId ?? newClientId());
  const { saving, send } = useSheetSave();
  const [reason, setReason] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const locked = sheet.exam.locked;
  const readOnly = locked && !sheet.canAmend;
  const changes = changedIds(sheet, baseline, cells).length;
  const filled = Object.values(cells).filter((text) => text.trim() !== '').length;

  const onChange = useCallback(
    (studentId: number, text: string) =>
      setCells((current) => {
        const next = { ...current, [studentId]: text };
        writeExamDraft(key, { clientId: clientId.current, cells: next, savedAt: Date.now() });
        return next;
      }),
    [key],
  );
  const focusCell = (index: number) =>
    gridRef.current?.querySelector<HTMLElement>(`[data-cell-index="${index}"]`)?.focus();
  const onKey = useCallback(
    (index: number, event: MoveKey) => {
      const target = moveTarget(index, event, sheet.students.length);
      if (target === null) return false;
      gridRef.current?.querySelector<HTMLElement>(`[data-cell-index="${target}"]`)?.focus();
      return true;
    },
    [sheet.students.length],
  );

  const discard = () => {
    clearExamDraft(key);
    setCells(baseline);
    clientId.current = newClientId();
  };
  const renewClientId = () => {
    clientId.current = newClientId();
    const draft = readExamDraft(key);
    if (draft) writeExamDraft(key, { ...draft, clientId: clientId.current });
  };

  const save = async () => {
    const built = entriesFrom(sheet, cells);
    if ('invalidStudentId' in built) {
      const index = sheet.students.findIndex((s) => s.id === built.invalidStudentId);
      const student = sheet.students[index]!;
      void notify('error', t('exams.sheet.fixFirst', { name: personName(student) }));
      focusCell(index);
      return;
    }
    if (locked && !reason.trim()) {
      void notify('error', t('exams.sheet.reasonRequired'));
      return;
    }
    const label = t('exams.sheet.outboxLabel', { exam: sheet.exam.title, group: sheet.courseGroup.title });
    await send({
      request: () => examApi.save(key, clientId.current, built.entries, label, reason.trim() || undefined),
      settle: () => {
        clearExamDraft(key);
        clientId.current = newClientId();
        setBaseline(cells);
        setReason('');
      },
      renew: renewClientId,
      refresh: () => queryClient.invalidateQueries({ queryKey: ['exams', 'scores', sheet.exam.id] }),
      sentText: t('exams.sheet.saved'),
      queuedText: t('exams.sheet.queued'),
    });
  };

  useSaveShortcut(() => void save(), !saving && !readOnly);

  const { exam, courseGroup } = sheet;
  return (
    <PageCard
      title={localizeDigits(`${exam.title} — ${courseGroup.title}`, language)}
      action={
        <Button component={RouterLink} to={entityEditPath('exams', exam.id)} data-testid="scores-back">
          {t('exams.sheet.back')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary" data-testid="scores-heading">
          {localizeDigits(
            t('exams.sheet.heading', {
              type: exam.examTypeTitle,
              date: formatDate(exam.date, language, 'long'),
              max: exam.maxScore,
            }),
            language,
          )}
        </Typography>
        {picker}
        {readOnly && (
          <Alert severity="warning" data-testid="scores-locked">
            {t('exams.sheet.locked')}
          </Alert>
        )}
        {locked && !readOnly && (
          <Alert severity="warning" data-testid="scores-amend">
            {t('exams.sheet.amendNotice')}
          </Alert>
        )}
        {restored && changes > 0 && (
          <Alert
            severity="info"
            data-testid="draft-restored"
            action={
              <Button color="inherit" size="small" onClick={discard}>
                {t('exams.sheet.discardDraft')}
              </Button>
            }
          >
            {t('exams.sheet.draftRestored')}
          </Alert>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
          {t('exams.sheet.keyboardHint')}
        </Typography>
        {sheet.students.length === 0 ? (
          <Typography color="text.secondary">{t('exams.sheet.empty')}</Typography>
        ) : (
          <Box ref={gridRef} data-testid="score-sheet" sx={{ maxWidth: 720 }}>
            {sheet.students.map((student, index) => (
              <ScoreRow
                key={student.id}
                student={student}
                index={index}
                text={cells[String(student.id)] ?? ''}
                sheet={sheet}
                disabled={readOnly || saving}
                onChange={onChange}
                onKey={onKey}
              />
            ))}
          </Box>
        )}
        {locked && !readOnly && (
          <TextField
            label={t('exams.sheet.reason')}
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
            disabled={readOnly || saving || sheet.students.length === 0}
            onClick={() => void save()}
            data-testid="scores-save"
          >
            {t('exams.sheet.save')}
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="scores-counts">
            {localizeDigits(t('exams.sheet.filled', { filled, total: sheet.students.length }), language)}
            {changes > 0 &&
              `${language === 'fa' ? '، ' : ' · '}${localizeDigits(t('exams.sheet.unsaved', { count: changes }), language)}`}
          </Typography>
        </Stack>
      </Stack>
    </PageCard>
  );
}
