import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormSheet } from '../../components/form-templates/FormSheet';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { ReferenceListAutocomplete } from '../../components/fields/ReferenceListAutocomplete';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { registerContentLabels } from '../../lib/content-i18n';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { formsApi, type FormPrintData } from './forms-api';
import {
  choiceFromParams,
  choiceParams,
  printQuery,
  type PrintChoice,
  type PrintTarget,
} from './print-target';

registerContentLabels();

const TARGETS: PrintTarget[] = ['student', 'classroom', 'students'];

function ChoiceForm({ initial, onShow }: { initial: PrintChoice; onShow: (choice: PrintChoice) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(initial);
  const change = (patch: Partial<PrintChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const templates = useQuery({ queryKey: ['forms', 'templates'], queryFn: formsApi.templates });
  return (
    <Card sx={{ p: { xs: 2, md: 3 }, mb: 3 }} data-print-hide>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2.5 }}>
        {t('content.forms.print.title')}
      </Typography>
      <Grid container spacing={2.5} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField
            select
            fullWidth
            label={t('content.forms.print.template')}
            value={choice.templateId ?? ''}
            onChange={(e) => change({ templateId: Number(e.target.value) || null })}
            slotProps={{ htmlInput: { 'data-testid': 'print-template' } }}
          >
            {(templates.data ?? []).map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.title}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={choice.target}
            onChange={(_e, target: PrintTarget | null) => target && change({ target })}
            aria-label={t('content.forms.print.target')}
            sx={{ flexWrap: 'wrap' }}
          >
            {TARGETS.map((target) => (
              <ToggleButton key={target} value={target} data-testid={`print-target-${target}`}>
                {t(`content.forms.print.targets.${target}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Grid>
        <Grid size={12}>
          {choice.target === 'student' && (
            <ReferenceAutocomplete
              refEntity="students"
              name="studentId"
              label={t('content.forms.print.student')}
              value={choice.studentId}
              onChange={(studentId) => change({ studentId })}
            />
          )}
          {choice.target === 'classroom' && (
            <ReferenceAutocomplete
              refEntity="classrooms"
              name="classroomId"
              label={t('content.forms.print.classroom')}
              value={choice.classroomId}
              onChange={(classroomId) => change({ classroomId })}
            />
          )}
          {choice.target === 'students' && (
            <ReferenceListAutocomplete
              refEntity="students"
              name="studentIds"
              label={t('content.forms.print.students')}
              value={choice.studentIds}
              onChange={(studentIds) => change({ studentIds })}
            />
          )}
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2.5 }}>
        <Button
          variant="contained"
          startIcon={<VisibilityOutlined />}
          disabled={printQuery(choice) === null}
          onClick={() => onShow(choice)}
          data-testid="print-show"
        >
          {t('content.forms.print.show')}
        </Button>
      </Stack>
    </Card>
  );
}

function Sheets({ data }: { data: FormPrintData }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const logo = useAuthImage(data.school.logo);
  if (data.pages.length === 0) return <Alert severity="info">{t('content.forms.print.empty')}</Alert>;
  return (
    <Box data-testid="form-print">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }} data-print-hide>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          data-testid="print-now"
        >
          {t('content.forms.print.print')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('content.forms.print.count', { n: formatNumber(data.pages.length, language) })}
        </Typography>
      </Stack>
      {data.pages.map((page) => (
        <Box
          key={page.studentId}
          sx={{
            mb: 3,
            boxShadow: 1,
            borderRadius: 1,
            overflow: 'hidden',
            maxWidth: '210mm',
            mx: 'auto',
            // One student a sheet of paper.
            '@media print': { boxShadow: 'none', mb: 0, breakAfter: 'page', pageBreakAfter: 'always' },
          }}
        >
          <FormSheet
            template={data.template}
            values={page.values}
            schoolName={data.school.name}
            logo={data.school.logo ? { src: logo } : null}
          />
        </Box>
      ))}
    </Box>
  );
}

/** /manager/forms/print — a form template filled for one student, a classroom or chosen students, a page each. */
export default function FormPrintPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choice = choiceFromParams(params);
  const query = printQuery(choice);
  const print = useQuery({
    queryKey: ['forms', 'print', choice.templateId, query],
    queryFn: () => formsApi.print(choice.templateId!, query!),
    enabled: query !== null,
    retry: false,
  });
  return (
    <Box>
      <PrintStyles />
      <ChoiceForm initial={choice} onShow={(next) => setParams(choiceParams(next))} />
      {query === null ? (
        <Alert severity="info" data-print-hide>
          {t('content.forms.print.choose')}
        </Alert>
      ) : print.isPending ? (
        <PageLoader />
      ) : print.isError ? (
        <Alert severity="error">{print.error.message}</Alert>
      ) : (
        <Sheets data={print.data} />
      )}
    </Box>
  );
}
