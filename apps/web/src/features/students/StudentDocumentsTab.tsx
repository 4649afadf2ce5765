import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatTrackingCode } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { AuthImageTile } from '../../components/AuthImageTile';
import { optionLabelKey } from '../../components/entity/entity-labels';
import { PageLoader } from '../../components/PageLoader';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { studentApi } from './student-api';

/** The dossier's documents tab: what the student's pre-registration brought (photo, report card). */
export function StudentDocumentsTab({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const tab = useQuery({
    queryKey: ['students', 'file', studentId, 'documents'],
    queryFn: () => studentApi.documents(studentId),
  });
  if (tab.isPending) return <PageLoader />;
  if (tab.isError) return <Alert severity="error">{tab.error.message}</Alert>;
  if (!tab.data.length)
    return <Typography color="text.secondary">{t('people.file.documents.none')}</Typography>;
  const first = tab.data[0]!;
  return (
    <Stack spacing={2} data-testid="student-file-documents">
      <Typography variant="body2" color="text.secondary">
        {t('people.file.documents.from', {
          campaign: localizeDigits(first.campaign, language),
          // Isolated left to right: in a right-to-left sentence its groups would swap places.
          code: `\u2066${localizeDigits(formatTrackingCode(first.trackingCode), language)}\u2069`,
          date: formatDate(first.createdAt, language),
        })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {tab.data.map((doc) => (
          <AuthImageTile
            key={doc.id}
            url={`/api/students/${studentId}/file/documents/${doc.id}`}
            label={t(optionLabelKey('preregister-campaigns', 'requiredDocuments', doc.kind))}
            openLabel={t('people.file.documents.open')}
            testId={`student-document-${doc.kind}`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
