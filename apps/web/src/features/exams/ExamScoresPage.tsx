import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../components/PageLoader';
import { registerExamLabels } from '../../lib/exams-i18n';
import { examApi } from './exam-api';
import { GroupPicker } from './GroupPicker';
import { ScoreSheetEditor } from './ScoreSheetEditor';

registerExamLabels();

/**
 * /manager/exams/:id/scores[?group=N] — the grade entry sheet of one exam and one of its course
 * groups (without `group`, the server opens the first the user may enter).
 */
export default function ExamScoresPage() {
  const examId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('group')) || undefined;
  const query = useQuery({
    queryKey: ['exams', 'scores', examId, asked ?? null],
    queryFn: () => examApi.sheet(examId, asked),
    retry: false,
    // A refetch while typing would move the baseline under the user; saving refetches.
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const sheet = query.data;
  const picker =
    sheet.courseGroups.length > 1 ? (
      <GroupPicker sheet={sheet} onPick={(id) => setParams({ group: String(id) })} />
    ) : null;
  // Keyed by the group: another group's sheet starts from its own cells and its own draft.
  return <ScoreSheetEditor key={sheet.courseGroup.id} sheet={sheet} picker={picker} />;
}
