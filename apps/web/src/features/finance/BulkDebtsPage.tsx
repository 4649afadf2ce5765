import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { GRADE_LEVELS, MAX_INSTALMENTS, moneyUnitName, optionLabel } from '@school/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { MoneyInput } from '../../components/fields/MoneyInput';
import { useMoneyUnit } from '../../lib/money-unit';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { SimpleTable } from '../../components/SimpleTable';
import { type BulkDebtInput, financeApi } from './finance-api';
import { registerFinanceLabels } from './finance-i18n';
import { money } from './money';

registerFinanceLabels();

/** /manager/student-debts/bulk — one debt type for a whole classroom or grade level, previewed first. */
export default function BulkDebtsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const unit = useMoneyUnit();
  const [target, setTarget] = useState<'classroom' | 'grade'>('classroom');
  const [debtTypeId, setDebtTypeId] = useState<number | null>(null);
  const [classroomId, setClassroomId] = useState<number | null>(null);
  const [gradeLevel, setGradeLevel] = useState<number | ''>('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [instalments, setInstalments] = useState(1);
  const [description, setDescription] = useState('');

  const input = (): BulkDebtInput => ({
    debtTypeId: debtTypeId!,
    ...(target === 'classroom' ? { classroomId: classroomId! } : { gradeLevel: Number(gradeLevel) }),
    amount,
    dueDate: dueDate!,
    instalmentCount: instalments,
    ...(description.trim() ? { description } : {}),
  });
  const ready =
    debtTypeId !== null &&
    (target === 'classroom' ? classroomId !== null : gradeLevel !== '') &&
    Number(amount) > 0 &&
    dueDate !== null;
  const preview = useMutation({ mutationFn: () => financeApi.previewBulk(input()) });
  const create = useMutation({
    mutationFn: () => financeApi.createBulk(input()),
    onSuccess: (result) => {
      void notify(
        'success',
        t('finance.bulk.created', {
          count: localizeDigits(String(result.created), language),
          total: money(result.total, unit, language),
        }),
      );
      preview.reset();
    },
  });
  const changed = () => preview.reset();

  return (
    <PageCard title={t('finance.bulk.title')}>
      <Stack spacing={3} data-testid="bulk-debts">
        <Typography color="text.secondary">{t('finance.bulk.intro')}</Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ReferenceAutocomplete
              refEntity="debt-types"
              name="debtTypeId"
              label={t('finance.bulk.debtType')}
              value={debtTypeId}
              onChange={(v) => {
                setDebtTypeId(v);
                changed();
              }}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ToggleButtonGroup
              exclusive
              value={target}
              onChange={(_, v: 'classroom' | 'grade' | null) => {
                if (v) setTarget(v);
                changed();
              }}
              aria-label={t('finance.bulk.target')}
            >
              <ToggleButton value="classroom" data-testid="bulk-target-classroom">
                {t('finance.bulk.classroom')}
              </ToggleButton>
              <ToggleButton value="grade" data-testid="bulk-target-grade">
                {t('finance.bulk.grade')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {target === 'classroom' ? (
              <ReferenceAutocomplete
                refEntity="classrooms"
                name="classroomId"
                label={t('finance.bulk.classroomField')}
                value={classroomId}
                onChange={(v) => {
                  setClassroomId(v);
                  changed();
                }}
                required
              />
            ) : (
              <TextField
                select
                fullWidth
                name="gradeLevel"
                label={t('finance.bulk.gradeField')}
                value={gradeLevel}
                onChange={(e) => {
                  setGradeLevel(Number(e.target.value));
                  changed();
                }}
              >
                {GRADE_LEVELS.map((g) => (
                  <MenuItem key={g} value={g}>
                    {optionLabel('classrooms', 'gradeLevel', String(g), language)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <MoneyInput
              name="amount"
              label={t('finance.bulk.amount', { unit: moneyUnitName(unit, language) })}
              value={amount}
              onChange={(v) => {
                setAmount(v);
                changed();
              }}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <JalaliDatePicker
              name="dueDate"
              label={t('finance.bulk.dueDate')}
              value={dueDate}
              onChange={(v) => {
                setDueDate(v);
                changed();
              }}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              name="instalmentCount"
              label={t('finance.bulk.instalments')}
              value={instalments}
              onChange={(e) => {
                setInstalments(Number(e.target.value));
                changed();
              }}
            >
              {Array.from({ length: MAX_INSTALMENTS }, (_, i) => i + 1).map((n) => (
                <MenuItem key={n} value={n}>
                  {localizeDigits(String(n), language)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <TextField
              fullWidth
              name="description"
              label={t('finance.bulk.description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2}>
          <Button
            variant="outlined"
            disabled={!ready || preview.isPending}
            onClick={() => preview.mutate()}
            data-testid="bulk-preview"
          >
            {t('finance.bulk.preview')}
          </Button>
          {preview.data && preview.data.count > 0 && (
            <Button
              variant="contained"
              disabled={create.isPending}
              onClick={() => create.mutate()}
              data-testid="bulk-create"
            >
              {t('finance.bulk.create', { count: localizeDigits(String(preview.data.count), language) })}
            </Button>
          )}
        </Stack>
        {preview.isError && <Alert severity="error">{preview.error.message}</Alert>}
        {create.isError && <Alert severity="error">{create.error.message}</Alert>}
        {preview.data && (
          <Stack spacing={1} data-testid="bulk-preview-result">
            <Typography variant="h6" component="h2">
              {t('finance.bulk.previewHeading', {
                count: localizeDigits(String(preview.data.count), language),
                total: money(preview.data.total, 'rial', language),
              })}
            </Typography>
            <SimpleTable
              testId="bulk-preview-students"
              empty={t('finance.bulk.none')}
              headers={[t('finance.bulk.student'), t('finance.bulk.classroomField')]}
              rows={preview.data.students.map((s) => ({
                key: s.id,
                cells: [s.name, localizeDigits(s.classroomName, language)],
              }))}
            />
          </Stack>
        )}
      </Stack>
    </PageCard>
  );
}
