import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationDocument } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { AuthImageTile } from '../../components/AuthImageTile';
import { optionLabelKey } from '../../components/entity/entity-labels';

/** The documents of an application, as thumbnails that open at full size. */
export function ApplicationDocuments({
  documents,
}: {
  documents: { kind: ApplicationDocument; url: string }[];
}) {
  const { t } = useTranslation();
  if (!documents.length)
    return <Typography color="text.secondary">{t('preregistration.noDocuments')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {documents.map((doc) => (
        <AuthImageTile
          key={doc.kind}
          url={doc.url}
          label={t(optionLabelKey('preregister-campaigns', 'requiredDocuments', doc.kind))}
          openLabel={t('preregistration.openDocument')}
          testId={`document-${doc.kind}`}
        />
      ))}
    </Stack>
  );
}
