import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import SortByAlpha from '@mui/icons-material/SortByAlpha';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { api } from '../../lib/api';
import { entityApi } from '../../lib/entity-api';
import { localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { dropResult, moveDown, moveUp, sameOrder } from './roll-order';

registerPeopleLabels();

export interface RollEntry {
  id: number;
  firstName: string;
  lastName: string;
  nationalCode: string;
  photo: string | null;
  rollNumber: number | null;
}

type RollResponse = { data: RollEntry[] };

/** /manager/classrooms/:id/list-order — drag (or up/down) to set the roll order, then save. */
export default function ClassroomRollPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['classrooms', 'roll', id];
  const classroom = useQuery({
    queryKey: ['entity', 'classrooms', 'one', id],
    queryFn: () => entityApi.get('classrooms', id),
  });
  const roll = useQuery({
    queryKey: key,
    queryFn: async () => (await api.request<RollResponse>('GET', `/classrooms/${id}/roll`)).data,
  });
  const [order, setOrder] = useState<RollEntry[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const saved = roll.data ?? [];
  const rows = order ?? saved;

  const apply = (data: RollEntry[]) => {
    queryClient.setQueryData(key, data);
    setOrder(null);
  };
  const save = useMutation({
    mutationFn: async () =>
      (
        await api.request<RollResponse>('PUT', `/classrooms/${id}/roll`, {
          studentIds: rows.map((r) => r.id),
        })
      ).data,
    onSuccess: (data) => {
      apply(data);
      void notify('success', t('people.roll.saved'));
    },
    onError: (e) => void notify('error', e.message),
  });
  const alphabetical = useMutation({
    mutationFn: async () =>
      (await api.request<RollResponse>('POST', `/classrooms/${id}/roll/alphabetical`)).data,
    onSuccess: (data) => {
      apply(data);
      void notify('success', t('people.roll.saved'));
    },
    onError: (e) => void notify('error', e.message),
  });

  if (roll.isPending) return <PageLoader />;
  if (roll.isError) return <Alert severity="error">{roll.error.message}</Alert>;
  const name = localizeDigits(String(classroom.data?.name ?? ''), language);
  const busy = save.isPending || alphabetical.isPending;
  const digits = (n: number) => localizeDigits(String(n), language);

  return (
    <PageCard
      title={t('people.roll.title', { name })}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<SortByAlpha />}
            disabled={busy || rows.length === 0}
            onClick={() => alphabetical.mutate()}
            data-testid="roll-alphabetical"
          >
            {t('people.roll.alphabetical')}
          </Button>
          <Button
            variant="contained"
            disabled={busy || sameOrder(rows, saved)}
            onClick={() => save.mutate()}
            data-testid="roll-save"
          >
            {t('people.roll.save')}
          </Button>
        </Stack>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {rows.length ? t('people.roll.hint') : t('people.roll.empty')}
      </Typography>
      <List data-testid="roll-list" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 0 }}>
        {rows.map((row, index) => (
          <ListItem
            key={row.id}
            draggable
            data-testid={`roll-row-${index}`}
            data-student-id={row.id}
            onDragStart={(e) => {
              setDragged(row.id);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null) setOrder(dropResult(rows, dragged, row.id));
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            divider={index < rows.length - 1}
            // Room for both arrows: the list item reserves space for one secondary action only,
            // and the national code would cover the "up" arrow.
            sx={{ gap: 1.5, pr: 10, cursor: 'grab', opacity: dragged === row.id ? 0.5 : 1 }}
            secondaryAction={
              <Stack direction="row">
                <IconButton
                  size="small"
                  aria-label={t('people.roll.up')}
                  disabled={index === 0}
                  onClick={() => setOrder(moveUp(rows, index))}
                  data-testid={`roll-up-${index}`}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('people.roll.down')}
                  disabled={index === rows.length - 1}
                  onClick={() => setOrder(moveDown(rows, index))}
                  data-testid={`roll-down-${index}`}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </Stack>
            }
          >
            <DragIndicator color="action" aria-label={t('people.roll.drag')} />
            <Typography sx={{ width: 32, fontWeight: 600 }} data-testid="roll-number">
              {digits(index + 1)}
            </Typography>
            <Avatar src={row.photo ?? undefined} sx={{ width: 32, height: 32 }}>
              {row.lastName.charAt(0)}
            </Avatar>
            <Typography data-testid="roll-name">{`${row.lastName}، ${row.firstName}`}</Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Typography color="text.secondary" dir="ltr" data-testid="roll-national-code">
              {localizeDigits(row.nationalCode, language)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </PageCard>
  );
}
