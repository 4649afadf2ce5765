import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_STATUSES, preregisterEntity, type ApplicationStatus } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entityListPath } from '../../app/entity-routes';
import { applicationPagePath, preregisterViewPath } from '../../app/preregistration-paths';
import { EntityList } from '../../components/entity/EntityList';
import type { RowLink } from '../../components/entity/entity-columns';
import { optionLabelKey } from '../../components/entity/entity-labels';
import { PageCard } from '../../components/PageCard';
import { localizeDigits } from '../../lib/date';
import { entityListQuery } from '../../lib/entity-queries';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { preregistrationApi } from './preregistration-api';
import { registerPreregistrationLabels } from './preregistration-i18n';

registerPreregistrationLabels();

const CAMPAIGNS_QUERY = 'page=1&pageSize=100&sort=opensOn:desc';

/**
 * /manager/preregister/list — the applications of the current school and year: a form (campaign)
 * to look at, its public address to hand out, the count of each status (a chip filters the list),
 * and the engine's list with a row link to each application's page.
 */
export default function PreregisterListPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const campaigns = useQuery(entityListQuery('preregister-campaigns', CAMPAIGNS_QUERY));
  // null until the user chooses: the newest form is shown first; «all forms» stays one choice away.
  const [chosen, setChosen] = useState<number | 'all' | null>(null);
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const items = campaigns.data?.items;
  const campaignId: number | '' = chosen === null ? (items?.[0]?.id ?? '') : chosen === 'all' ? '' : chosen;
  const counts = useQuery({
    queryKey: ['preregister', 'counts', campaignId],
    queryFn: () => preregistrationApi.counts(campaignId || undefined),
  });
  const fixedFilters = useMemo(
    () => ({
      ...(campaignId ? { campaignId: String(campaignId) } : {}),
      ...(status ? { status } : {}),
    }),
    [campaignId, status],
  );
  const rowLinks = useMemo<RowLink[]>(
    () => [{ key: 'view', label: t('preregistration.view'), path: (row) => preregisterViewPath(row.id) }],
    [t],
  );
  const total = Object.values(counts.data ?? {}).reduce((a, b) => a + (b ?? 0), 0);
  const publicUrl = campaignId ? `${window.location.origin}${applicationPagePath(campaignId)}` : '';
  const copy = async () => {
    await navigator.clipboard.writeText(publicUrl);
    void notify('success', t('preregistration.linkCopied'));
  };
  const chip = (key: ApplicationStatus | '', label: string, count: number) => (
    <Chip
      key={key || 'all'}
      label={`${label}: ${localizeDigits(String(count), language)}`}
      color={status === key ? 'primary' : 'default'}
      variant={status === key ? 'filled' : 'outlined'}
      onClick={() => setStatus(key)}
      data-testid={`status-chip-${key || 'all'}`}
    />
  );

  return (
    <Stack spacing={2}>
      <PageCard
        title={t('pages.preregister')}
        action={
          <Button
            component={Link}
            to={entityListPath('preregister-campaigns')}
            startIcon={<SettingsOutlined />}
          >
            {t('preregistration.forms')}
          </Button>
        }
      >
        <Stack spacing={2}>
          <TextField
            select
            label={t('preregistration.campaign')}
            value={campaignId}
            onChange={(e) => setChosen(e.target.value === '' ? 'all' : Number(e.target.value))}
            sx={{ maxWidth: 480 }}
            data-testid="campaign-select"
          >
            <MenuItem value="">{t('preregistration.allCampaigns')}</MenuItem>
            {(items ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {localizeDigits(String(c.title), language)}
              </MenuItem>
            ))}
          </TextField>
          {items?.length === 0 && (
            <Typography color="text.secondary">{t('preregistration.noCampaign')}</Typography>
          )}
          {publicUrl && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="body2" color="text.secondary">
                {t('preregistration.publicLink')}:
              </Typography>
              <Typography
                variant="body2"
                dir="ltr"
                sx={{ overflowWrap: 'anywhere' }}
                data-testid="public-link"
              >
                {publicUrl}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
                  {t('preregistration.copyLink')}
                </Button>
                <Button
                  size="small"
                  startIcon={<OpenInNewOutlined />}
                  href={applicationPagePath(campaignId)}
                  target="_blank"
                  rel="noopener"
                >
                  {t('preregistration.openPublic')}
                </Button>
              </Stack>
            </Stack>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="status-counts">
            {chip('', t('preregistration.all'), total)}
            {APPLICATION_STATUSES.map((s) =>
              chip(s, t(optionLabelKey(preregisterEntity.name, 'status', s)), counts.data?.[s] ?? 0),
            )}
          </Stack>
        </Stack>
      </PageCard>
      <EntityList def={preregisterEntity} fixedFilters={fixedFilters} rowLinks={rowLinks} />
    </Stack>
  );
}
