/**
 * /manager/survey-groups/{id}/items — a survey's questions in order: add one after another, edit a
 * question's words, move it up or down, delete it. Through the engine's survey-items routes; the
 * server refuses new questions once students have begun answering, and answered ones' deletion.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useAbility } from '@casl/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ENTITY_SUBJECT, entityListPath } from '../../app/entity-routes';
import { surveyCodesPath } from '../../app/survey-paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageCard } from '../../components/PageCard';
import { PageLoader } from '../../components/PageLoader';
import type { AppAbility } from '../../lib/ability';
import { formatNumber, localizeDigits } from '../../lib/date';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { registerSurveyLabels } from './surveys-i18n';

registerSurveyLabels();

const ITEMS = 'survey-items';

function QuestionRow({
  item,
  index,
  count,
  busy,
  onMove,
  onSave,
  onDelete,
}: {
  item: EntityItem;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onSave: (question: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [editing, setEditing] = useState<string | null>(null);
  const question = String(item.question);
  return (
    <ListItem divider sx={{ gap: 1.5, flexWrap: 'wrap', px: 0 }} data-testid={`survey-item-${item.id}`}>
      <Typography sx={{ fontWeight: 600, minWidth: 24 }}>{formatNumber(index + 1, language)}.</Typography>
      {editing === null ? (
        <Typography sx={{ flex: '1 1 220px' }}>{localizeDigits(question, language)}</Typography>
      ) : (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ flex: '1 1 260px' }}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSave(editing);
            setEditing(null);
          }}
        >
          <TextField
            size="small"
            fullWidth
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" size="small" disabled={!editing.trim() || busy}>
            {t('surveys.items.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            {t('surveys.items.cancel')}
          </Button>
        </Stack>
      )}
      {editing === null && (
        <Box sx={{ display: 'flex', marginInlineStart: 'auto' }}>
          <IconButton
            aria-label={t('surveys.items.up')}
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('surveys.items.down')}
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('surveys.items.edit')}
            disabled={busy}
            onClick={() => setEditing(question)}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton aria-label={t('surveys.items.delete')} color="error" disabled={busy} onClick={onDelete}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      )}
    </ListItem>
  );
}

export default function SurveyItemsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const surveyId = Number(useParams().id);
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState('');
  const [removing, setRemoving] = useState<EntityItem | null>(null);
  const survey = useQuery({
    queryKey: ['entity', 'survey-groups', 'one', surveyId],
    queryFn: () => entityApi.get('survey-groups', surveyId),
    retry: false,
  });
  const items = useQuery({
    queryKey: ['entity', ITEMS, 'of', surveyId],
    queryFn: () => entityApi.list(ITEMS, `surveyGroupId=${surveyId}&sort=sortOrder:asc&pageSize=100`),
    enabled: survey.isSuccess,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['entity', ITEMS] });
  const fail = (error: Error) => void notify('error', error.message);
  const add = useMutation({
    mutationFn: () => entityApi.create(ITEMS, { surveyGroupId: surveyId, question }),
    onSuccess: () => {
      setQuestion('');
      void notify('success', t('surveys.items.added'));
      return refresh();
    },
    onError: fail,
  });
  const save = useMutation({
    mutationFn: ({ item, text }: { item: EntityItem; text: string }) =>
      entityApi.update(ITEMS, item.id, { question: text, version: item.version }),
    onSuccess: () => {
      void notify('success', t('surveys.items.saved'));
      return refresh();
    },
    onError: fail,
  });
  // Moving swaps two questions' places, one after the other (each with its own version).
  const move = useMutation({
    mutationFn: async ({ a, b }: { a: EntityItem; b: EntityItem }) => {
      await entityApi.update(ITEMS, a.id, { sortOrder: b.sortOrder, version: a.version });
      await entityApi.update(ITEMS, b.id, { sortOrder: a.sortOrder, version: b.version });
    },
    onSettled: refresh,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (item: EntityItem) => entityApi.remove(ITEMS, item.id),
    onSuccess: () => {
      setRemoving(null);
      void notify('success', t('surveys.items.deleted'));
      return refresh();
    },
    onError: (error: Error) => {
      setRemoving(null);
      fail(error);
    },
  });
  if (survey.isPending) return <PageLoader />;
  if (survey.isError) return <Alert severity="error">{survey.error.message}</Alert>;
  const rows = items.data?.items ?? [];
  const busy = add.isPending || save.isPending || move.isPending || remove.isPending;
  return (
    <PageCard
      title={t('surveys.items.title', { title: localizeDigits(String(survey.data.title), language) })}
      action={
        ability.can('survey-hashes.list', ENTITY_SUBJECT) ? (
          <Button
            component={Link}
            to={surveyCodesPath(surveyId)}
            variant="outlined"
            data-testid="survey-items-codes"
          >
            {t('surveys.items.codes')}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('surveys.items.intro')}</Typography>
        {items.isPending ? (
          <PageLoader />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{t('surveys.items.empty')}</Typography>
        ) : (
          <List data-testid="survey-items">
            {rows.map((item, index) => (
              <QuestionRow
                key={item.id}
                item={item}
                index={index}
                count={rows.length}
                busy={busy}
                onMove={(to) => move.mutate({ a: item, b: rows[to]! })}
                onSave={(text) => save.mutate({ item, text })}
                onDelete={() => setRemoving(item)}
              />
            ))}
          </List>
        )}
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (question.trim()) add.mutate();
          }}
        >
          <TextField
            fullWidth
            label={t('surveys.items.question')}
            placeholder={t('surveys.items.questionPlaceholder')}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'survey-item-question' } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!question.trim() || busy}
            sx={{ flexShrink: 0 }}
            data-testid="survey-item-add"
          >
            {t('surveys.items.add')}
          </Button>
        </Stack>
        <Box>
          <Button component={Link} to={entityListPath('survey-groups')}>
            {t('surveys.items.back')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('surveys.items.deleteTitle')}
        text={t('surveys.items.deleteText', { question: String(removing?.question ?? '') })}
        color="error"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </PageCard>
  );
}
