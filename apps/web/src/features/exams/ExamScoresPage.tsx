import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../components/PageLoader';
import { registerExamLabels } from '../../lib/exams-i18n';
import { examApi } from './exam-api';
import { ScoreSheetEditor } from './ScoreSheetEditor';

registerExamLabels();

/** /manager/exams/:id/scores — the grade entry sheet of one exam. */
export default function ExamScoresPage() {
  const examId = Number(useParams().id);
  const query = useQuery({
    queryKey: ['exams', 'scores', examId],
    queryFn: () => examApi.sheet(examId),
    retry: false,
    // A refetch while typing would move the baseline under the user; saving refetches.
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <ScoreSheetEditor sheet={query.data} />;
}
