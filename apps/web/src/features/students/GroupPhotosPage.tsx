import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { studentFilePath } from '../../app/people-paths';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { entityApi } from '../../lib/entity-api';
import { formatNumber } from '../../lib/date';
import { notify } from '../../lib/notify';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { megabytes, summarizeSelection } from './group-photos';
import type { GroupPhotoResult } from './people-upload-types';
import { studentApi } from './student-api';
import { FileName, UploadResultList, type ResultItem } from './UploadResultList';

registerPeopleLabels();

const ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp,.zip,application/zip';

/** The three lists of an upload's outcome: matched students (linked to their file), then the rest. */
function resultSections(result: GroupPhotoResult) {
  const withReason = (list: { file: string; reason: string }[]): ResultItem[] =>
    list.map((f, i) => ({ key: `${f.file}-${i}`, primary: <FileName name={f.file} />, secondary: f.reason }));
  return [
    {
      key: 'matched',
      color: 'success',
      empty: 'noneMatched',
      items: result.matched.map((m) => ({
        key: `${m.file}-${m.studentId}`,
        primary: (
          <Link component={RouterLink} to={studentFilePath(m.studentId)}>
            {m.studentName}
          </Link>
        ),
        secondary: <FileName name={m.file} />,
      })),
    },
    { key: 'unmatched', color: 'warning', empty: 'noneUnmatched', items: withReason(result.unmatched) },
    { key: 'rejected', color: 'error', empty: 'noneRejected', items: withReason(result.rejected) },
  ] as const;
}

/**
 * /manager/Receive-images-group-students/detail[/:id] — many photos, or one zip of them, named by
 * national code or student number; with an id, only that classroom's students are matched.
 */
export default function GroupPhotosPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { id } = useParams();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<GroupPhotoResult | null>(null);
  const classroom = useQuery({
    queryKey: ['entity', 'classrooms', 'item', id],
    queryFn: () => entityApi.get('classrooms', id!),
    enabled: Boolean(id),
  });
  const summary = summarizeSelection(files);
  const n = (v: number) => formatNumber(v, language);

  const send = async () => {
    setBusy(true);
    setError('');
    setResult(null);
    try {
      const answer = await studentApi.groupPhotos(files, id);
      setResult(answer);
      setFiles([]);
      const total = answer.matched.length + answer.unmatched.length + answer.rejected.length;
      void notify('success', t('people.photos.done', { matched: n(answer.matched.length), total: n(total) }));
    } catch (e) {
      setError(apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const scope = id
    ? classroom.data
      ? t('people.photos.classroomScope', { name: String(classroom.data.name ?? '') })
      : ''
    : t('people.photos.schoolScope');

  return (
    <PageCard title={t('pages.groupPhotos')}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('people.photos.intro')}</Typography>
        {classroom.isError && <Alert severity="error">{classroom.error.message}</Alert>}
        {scope && (
          <Alert severity="info" data-testid="photos-scope">
            {scope}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            component="label"
            startIcon={<AddPhotoAlternateOutlined />}
            disabled={busy}
          >
            {t('people.photos.choose')}
            <input
              ref={input}
              hidden
              multiple
              type="file"
              accept={ACCEPT}
              data-testid="photos-input"
              onChange={(e) => {
                setFiles(Array.from(e.target.files ?? []));
                setResult(null);
                setError('');
                if (input.current) input.current.value = '';
              }}
            />
          </Button>
          <Button
            variant="contained"
            startIcon={<CloudUploadOutlined />}
            disabled={busy || summary.problem !== null}
            onClick={() => void send()}
            data-testid="photos-send"
          >
            {busy ? t('people.photos.sending') : t('people.photos.send')}
          </Button>
          {files.length > 0 && (
            <Typography data-testid="photos-selection">
              {t('people.photos.selection', {
                images: n(summary.images),
                zips: n(summary.zips),
                size: formatNumber(megabytes(summary.bytes), language),
              })}
            </Typography>
          )}
        </Stack>
        {summary.problem && summary.problem !== 'none' && (
          <Alert severity="warning" data-testid="photos-problem">
            {t(`people.photos.problem.${summary.problem}`)}
          </Alert>
        )}
        {error && (
          <Alert severity="error" data-testid="photos-error">
            {error}
          </Alert>
        )}
        {result && (
          <Grid container spacing={2} data-testid="photos-result">
            {resultSections(result).map((section) => (
              <Grid key={section.key} size={{ xs: 12, lg: 4 }}>
                <UploadResultList
                  testId={`photos-${section.key}`}
                  title={t(`people.photos.${section.key}`)}
                  color={section.color}
                  empty={t(`people.photos.${section.empty}`)}
                  items={section.items}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </Stack>
    </PageCard>
  );
}
