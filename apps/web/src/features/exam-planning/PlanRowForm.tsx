import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { examPlanningEntity } from '@school/shared';
import { useQuery } from '@tanstack/react-query';
import { EntityForm } from '../../components/entity/EntityForm';
import type { FormValues } from '../../components/entity/form-values';
import { PageLoader } from '../../components/PageLoader';
import { entityApi, type EntityItem } from '../../lib/entity-api';

const NAME = examPlanningEntity.name;
/** The usual length of a term exam, in minutes. */
const DEFAULT_MINUTES = 90;

interface AddProps {
  termId: number;
  sessionId: number | null;
  onSaved: (item: EntityItem) => void;
}

/**
 * Adds exams to the plan one after another: after a save the form starts again on the same day and
 * session (a day's exams of several grades go in one after the other), with the school's final-exam
 * type chosen.
 */
export function AddPlanRowForm({ termId, sessionId, onSaved }: AddProps) {
  const [last, setLast] = useState<{ date: string; examSessionId: number } | null>(null);
  // A new round of the form (after a save, or cancelling) starts it from its presets again.
  const [round, setRound] = useState(0);
  const finalType = useQuery({
    queryKey: ['entity', 'exam-types', 'list', 'countsToward=final&pageSize=1&sort=id:asc'],
    queryFn: () => entityApi.list('exam-types', 'countsToward=final&pageSize=1&sort=id:asc'),
  });
  if (finalType.isPending) return <PageLoader />;
  const preset: FormValues = {
    termId,
    examSessionId: last?.examSessionId ?? sessionId,
    date: last?.date ?? null,
    durationMinutes: DEFAULT_MINUTES,
    examTypeId: finalType.data?.items[0]?.id ?? null,
  };
  return (
    <EntityForm
      key={`${termId}-${round}`}
      def={examPlanningEntity}
      mode="create"
      preset={preset}
      save={(body) => entityApi.create(NAME, body)}
      onSaved={(item) => {
        setLast({ date: String(item.date), examSessionId: Number(item.examSessionId) });
        setRound((r) => r + 1);
        onSaved(item);
      }}
      onCancel={() => setRound((r) => r + 1)}
    />
  );
}

interface EditProps {
  id: string;
  canEdit: boolean;
  onSaved: (item: EntityItem) => void;
  onCancel: () => void;
}

/** Edits one planned exam (detail/{id}); its exam follows on save. */
export function EditPlanRowForm({ id, canEdit, onSaved, onCancel }: EditProps) {
  const item = useQuery({
    queryKey: ['entity', NAME, 'item', id],
    queryFn: () => entityApi.get(NAME, id),
  });
  if (item.isPending) return <PageLoader />;
  if (item.isError) return <Alert severity="error">{item.error.message}</Alert>;
  return (
    <EntityForm
      key={item.data.version}
      def={examPlanningEntity}
      mode="update"
      item={item.data}
      readOnly={!canEdit}
      save={(body) => entityApi.update(NAME, id, body)}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
