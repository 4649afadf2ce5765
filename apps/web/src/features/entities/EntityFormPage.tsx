import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { EntityForm } from '../../components/entity/EntityForm';
import { EntityHistory } from '../../components/entity/EntityHistory';
import type { FormValues } from '../../components/entity/form-values';
import { PageLoader } from '../../components/PageLoader';
import type { AppAbility } from '../../lib/ability';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { entityItemQuery } from '../../lib/entity-queries';
import { PageCard } from '../../components/PageCard';
import { returnPath } from './return-path';
import { entityDef } from './use-entity-def';

// Only the users' edit page shows a list (the user's roles): the list's code loads with it alone.
const UserRolesPanel = lazy(() => import('./UserRolesPanel'));
const LeaveDecisionPanel = lazy(() => import('../attendance/LeaveDecisionPanel'));
const ExamScoresPanel = lazy(() => import('../exams/ExamScoresPanel'));
const UserAddForm = lazy(async () => ({ default: (await import('./UserAddForm')).UserAddForm }));

function useFinish(def: EntityDef) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  return {
    saved: (item: EntityItem) => {
      void queryClient.invalidateQueries({ queryKey: ['entity', def.name] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void navigate(returnPath(def.name, location.state, item));
    },
    cancel: () => void navigate(returnPath(def.name, location.state, null, search.get('userId'))),
  };
}

/** /manager/<entity>/detail — the add form; query parameters named after fields preset them. */
function AddPage({ def }: { def: EntityDef }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const finish = useFinish(def);
  const preset = useMemo(() => {
    const values: FormValues = {};
    for (const field of def.fields)
      if (field.type === 'reference' && search.get(field.name))
        values[field.name] = Number(search.get(field.name));
    return values;
  }, [def, search]);
  return (
    <PageCard title={t(`entities.${def.name}.addTitle`)}>
      {def.name === 'users' ? (
        <Suspense fallback={<PageLoader />}>
          <UserAddForm onSaved={finish.saved} onCancel={finish.cancel} />
        </Suspense>
      ) : (
        <EntityForm
          def={def}
          mode="create"
          preset={preset}
          save={(body) => entityApi.create(def.name, body)}
          onSaved={finish.saved}
          onCancel={finish.cancel}
        />
      )}
    </PageCard>
  );
}

/** /manager/<entity>/detail/:id — the edit form and, for those who may edit, its history. */
function EditPage({ def, id }: { def: EntityDef; id: string }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const finish = useFinish(def);
  const [tab, setTab] = useState<'form' | 'history'>('form');
  const item = useQuery(entityItemQuery(def.name, id));
  const canEdit = ability.can(def.permissions.edit, ENTITY_SUBJECT);

  if (item.isPending) return <PageLoader />;
  if (item.isError) return <Alert severity="error">{item.error.message}</Alert>;
  const isSystem = def.name === 'roles' && item.data.isSystem === true;
  // A decided leave changes only by a new decision (the panel below), not by editing its fields.
  const decidedLeave = def.name === 'student-leaves' && item.data.status !== 'pending';
  // A locked exam changes only after unlocking it (the panel below).
  const lockedExam = def.name === 'exams' && item.data.locked === true;

  return (
    <Stack spacing={3}>
      <PageCard title={t(`entities.${def.name}.editTitle`)}>
        {canEdit && (
          <Tabs value={tab} onChange={(_e, next: 'form' | 'history') => setTab(next)} sx={{ mb: 3 }}>
            <Tab value="form" label={t('entity.formTab')} data-testid="tab-form" />
            <Tab value="history" label={t('entity.historyTab')} data-testid="tab-history" />
          </Tabs>
        )}
        {tab === 'history' ? (
          <EntityHistory def={def} id={id} />
        ) : (
          <EntityForm
            key={item.data.version}
            def={def}
            mode="update"
            item={item.data}
            readOnly={isSystem || decidedLeave || lockedExam || !canEdit}
            notice={isSystem ? <Alert severity="info">{t('entity.systemRole')}</Alert> : undefined}
            save={(body) => entityApi.update(def.name, id, body)}
            onSaved={finish.saved}
            onCancel={finish.cancel}
          />
        )}
      </PageCard>
      {def.name === 'student-leaves' && tab === 'form' && (
        <Suspense fallback={<PageLoader />}>
          <LeaveDecisionPanel leaveId={id} status={String(item.data.status)} />
        </Suspense>
      )}
      {def.name === 'exams' && tab === 'form' && (
        <Suspense fallback={<PageLoader />}>
          <ExamScoresPanel examId={id} locked={item.data.locked === true} />
        </Suspense>
      )}
      {def.name === 'users' && tab === 'form' && (
        <Suspense fallback={<PageLoader />}>
          <UserRolesPanel
            userId={id}
            title={t('entity.userRolesOf', { name: String(item.data.fullName ?? item.data.username ?? '') })}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export default function EntityFormPage({ entity }: { entity: string }) {
  const def = entityDef(entity);
  const { id } = useParams();
  return id ? <EditPage key={id} def={def} id={id} /> : <AddPage def={def} />;
}
