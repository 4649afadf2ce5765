import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLICANT_FIELDS, formatTrackingCode, isApplicationStatus, preregisterEntity } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { studentFilePath } from '../../app/people-paths';
import { PREREGISTER_LIST_PATH, preregisterEditPath } from '../../app/preregistration-paths';
import { fieldLabelKey, optionLabelKey } from '../../components/entity/entity-labels';
import { PageCard } from '../../components/PageCard';
import { PageLoader } from '../../components/PageLoader';
import type { AppAbility } from '../../lib/ability';
import { localizeDigits } from '../../lib/date';
import { displayValue } from '../../lib/display-value';
import { entityItemQuery } from '../../lib/entity-queries';
import { useAppLanguage } from '../../lib/use-app-language';
import { ApplicationDocuments } from './ApplicationDocuments';
import { correctableLabel, DecisionPanel } from './DecisionPanel';
import { EnrolPanel } from './EnrolPanel';
import { documentUrl, preregistrationApi } from './preregistration-api';
import { registerPreregistrationLabels } from './preregistration-i18n';

registerPreregistrationLabels();

/** What the page shows of an application: what the applicant sent, and the form it went to. */
const SHOWN: readonly string[] = [...APPLICANT_FIELDS, 'campaignId'];

const STATUS_COLOR = {
  submitted: 'info',
  reviewing: 'warning',
  accepted: 'success',
  rejected: 'error',
  enrolled: 'primary',
} as const;

/**
 * /manager/preregister/view/{id} — one application: what the applicant sent (as text), their
 * documents, the decisions the rules allow, enrolment once accepted, and the student's dossier
 * once enrolled.
 */
export default function PreregisterViewPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const item = useQuery(entityItemQuery(preregisterEntity.name, id));
  const details = useQuery({
    queryKey: ['preregister', 'details', id],
    queryFn: () => preregistrationApi.details(id),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['entity', preregisterEntity.name] });
    void queryClient.invalidateQueries({ queryKey: ['preregister'] });
  };

  if (item.isPending || details.isPending) return <PageLoader />;
  if (item.isError) return <Alert severity="error">{item.error.message}</Alert>;
  if (details.isError) return <Alert severity="error">{details.error.message}</Alert>;
  const row = item.data;
  const info = details.data;
  const status = isApplicationStatus(row.status) ? row.status : 'submitted';
  const tr = (key: string, o?: { defaultValue?: string }) => t(key, o);
  const fields = preregisterEntity.fields.filter((f) => SHOWN.includes(f.name));
  const can = (permission: string) => ability.can(permission, ENTITY_SUBJECT);
  const name = localizeDigits(`${String(row.firstName)} ${String(row.lastName)}`, language);

  return (
    <Stack spacing={2}>
      <PageCard
        title={name}
        action={
          <Stack direction="row" spacing={1}>
            {status !== 'enrolled' && can(preregisterEntity.permissions.edit) && (
              <Button component={Link} to={preregisterEditPath(id)} startIcon={<EditOutlined />}>
                {t('preregistration.edit')}
              </Button>
            )}
            <Button component={Link} to={PREREGISTER_LIST_PATH}>
              {t('preregistration.back')}
            </Button>
          </Stack>
        }
      >
        <Stack spacing={2} data-testid="application-view">
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Chip
              color={STATUS_COLOR[status]}
              label={t(optionLabelKey(preregisterEntity.name, 'status', status))}
              data-testid="application-status"
              data-status={status}
            />
            <Typography variant="body2" color="text.secondary">
              {t('preregistration.trackingCode')}:{' '}
              <span dir="ltr">{localizeDigits(formatTrackingCode(String(row.trackingCode)), language)}</span>
            </Typography>
            {info.seats && (
              <Typography variant="body2" color="text.secondary" data-testid="grade-seats">
                {t('preregistration.seats', {
                  taken: localizeDigits(String(info.seats.taken), language),
                  capacity: localizeDigits(String(info.seats.capacity), language),
                })}
              </Typography>
            )}
          </Stack>
          {status === 'rejected' && Boolean(row.rejectionReason) && (
            <Alert severity="error" data-testid="application-reason">
              {String(row.rejectionReason)}
              {info.fixFields.length > 0 && (
                <Typography variant="body2">
                  {t('preregistration.fixOpen', {
                    fields: info.fixFields.map((f) => correctableLabel(f, t)).join('، '),
                  })}
                </Typography>
              )}
            </Alert>
          )}
          <Typography variant="h6" component="h2">
            {t('preregistration.applicant')}
          </Typography>
          <Grid container spacing={2}>
            {fields.map((field) => {
              const text = displayValue(preregisterEntity.name, field, row, language, tr);
              const ltr = field.type === 'phone' || field.type === 'nationalCode';
              return (
                <Grid key={field.name} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Typography variant="caption" color="text.secondary">
                    {t(fieldLabelKey(preregisterEntity.name, field.name))}
                  </Typography>
                  <Typography
                    data-testid={`application-${field.name}`}
                    dir={ltr ? 'ltr' : undefined}
                    sx={{ overflowWrap: 'anywhere', ...(ltr ? { textAlign: 'end' } : {}) }}
                  >
                    {text || '—'}
                  </Typography>
                </Grid>
              );
            })}
          </Grid>
          <Divider />
          <Typography variant="h6" component="h2">
            {t('preregistration.documents')}
          </Typography>
          <ApplicationDocuments
            documents={info.documents.map((d) => ({ kind: d.kind, url: documentUrl(id, d.kind) }))}
          />
        </Stack>
      </PageCard>
      {can('preregister.decide') && info.decisions.length > 0 && (
        <PageCard title={t('preregistration.decision')}>
          <DecisionPanel
            id={id}
            version={row.version}
            status={status}
            decisions={info.decisions}
            onDone={refresh}
          />
        </PageCard>
      )}
      {can('preregister.enrol') && info.canEnrol && (
        <PageCard title={t('preregistration.enrolTitle')}>
          <EnrolPanel
            id={id}
            version={row.version}
            gradeLevel={String(row.gradeLevel)}
            onDone={(studentId) => {
              refresh();
              if (can('students.file')) void navigate(studentFilePath(studentId));
            }}
          />
        </PageCard>
      )}
      {status === 'enrolled' && typeof row.studentId === 'number' && can('students.file') && (
        <Button
          component={Link}
          to={studentFilePath(row.studentId)}
          startIcon={<FolderSharedOutlined />}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="student-file-link"
        >
          {t('preregistration.studentFile')}
        </Button>
      )}
    </Stack>
  );
}
