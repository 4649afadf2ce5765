import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../components/PageLoader';
import { registerWorksheetLabels } from '../../lib/worksheet-i18n';
import { worksheetApi } from './worksheet-api';
import { WorksheetEditor } from './WorksheetEditor';

registerWorksheetLabels();

/** /manager/course-groups/:id/worksheet-scores — the worksheet of one course group. */
export default function WorksheetPage() {
  const groupId = Number(useParams().id);
  const [termId, setTermId] = useState<number | undefined>();
  const query = useQuery({
    queryKey: ['worksheet', groupId, termId ?? 'current'],
    queryFn: () => worksheetApi.sheet(groupId, termId),
    retry: false,
    placeholderData: keepPreviousData,
    // A refetch while typing would move the baseline under the user; saving refetches.
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  // A new term is a new sheet (its own draft), so the editor starts afresh.
  return <WorksheetEditor key={query.data.term.id} sheet={query.data} onTerm={setTermId} />;
}
