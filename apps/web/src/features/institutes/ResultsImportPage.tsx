import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SheetImportPage, type SheetImportConfig } from '../../components/sheet-import/SheetImportPage';
import { formatDate, localizeDigits } from '../../lib/date';
import { entityApi } from '../../lib/entity-api';
import { useAppLanguage } from '../../lib/use-app-language';
import { resultsImportBase } from './institutes-api';
import { registerInstituteLabels } from './institutes-i18n';

registerInstituteLabels();

const EXAMS_LIST_PATH = '/manager/corp-exams/list';

/**
 * /manager/corp-exams/:id/results-import — an institute exam's results from Excel: the template (the
 * exam's courses as columns, the grade's students as rows), a preview with each cell's error, then
 * the commit. The sheet's columns come with the preview, as they depend on the exam.
 */
export default function ResultsImportPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { id = '' } = useParams();
  const exam = useQuery({
    queryKey: ['entity', 'corp-exams', 'item', id],
    queryFn: () => entityApi.get('corp-exams', id),
  });
  const config = useMemo<SheetImportConfig>(
    () => ({
      entity: 'corp-exams',
      apiBase: resultsImportBase(id),
      templateFile: `corp-exam-${id}-results.xlsx`,
      titleKey: 'pages.corpResultsImport',
      introKey: 'institutes.import.intro',
      resultKey: 'institutes.import.result',
      listPath: EXAMS_LIST_PATH,
      listLabelKey: 'institutes.import.toList',
    }),
    [id],
  );
  if (exam.isError) return <Alert severity="error">{exam.error.message}</Alert>;
  const item = exam.data;
  const about = item && (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="import-exam">
      <Chip color="primary" label={localizeDigits(String(item.title), language)} />
      <Chip variant="outlined" label={localizeDigits(item._titles?.corpId ?? '', language)} />
      <Chip variant="outlined" label={formatDate(String(item.date), language)} />
      <Chip
        variant="outlined"
        label={t(`entities.corp-exams.options.gradeLevel.${String(item.gradeLevel)}`)}
      />
    </Stack>
  );
  return <SheetImportPage config={config} about={about} />;
}
