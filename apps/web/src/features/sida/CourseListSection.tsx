import { useState } from 'react';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TemplateButton } from '../../components/sheet-import/XlsxPicker';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { sidaApi } from './sida-api';
import { SidaHttpPanel } from './SidaHttpPanel';
import { SidaImportPanel } from './SidaImportPanel';

/**
 * The basic information's second step: Sida's course list into the classrooms' course groups, from
 * Sida over HTTP when the network uses it (the whole school's list), or from a file. A file of the
 * whole school names each row's classroom; one classroom's file is imported with the classroom
 * chosen here.
 */
export function CourseListSection() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [classroomId, setClassroomId] = useState('');
  const options = useQuery({ queryKey: ['sida', 'record-options'], queryFn: sidaApi.recordOptions });
  const settings = useQuery({ queryKey: ['sida', 'settings'], queryFn: sidaApi.settings });
  const http = settings.data?.connector === 'http';
  return (
    <Stack spacing={2} data-testid="sida-course-list">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6">{t('sida.titles.course-list')}</Typography>
        <TemplateButton
          apiPath="/sida/course-list/sample.xlsx"
          fileName="sida-course-list-sample.xlsx"
          testId="sida-course-list-sample"
        />
      </Stack>
      <Typography color="text.secondary">{t('sida.intro.course-list')}</Typography>
      {http && (
        <>
          <Typography variant="h6">{t('sida.import.fromHttp')}</Typography>
          <SidaHttpPanel kind="course-list" />
          <Divider />
          <Typography variant="h6">{t('sida.import.fromFile')}</Typography>
        </>
      )}
      <TextField
        select
        size="small"
        sx={{ maxWidth: 360 }}
        label={t('sida.import.courseListClassroom')}
        helperText={t('sida.import.courseListClassroomHint')}
        value={classroomId}
        onChange={(e) => setClassroomId(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'sida-course-list-classroom' } }}
      >
        <MenuItem value="">{t('sida.import.courseListAllClassrooms')}</MenuItem>
        {(options.data?.classrooms ?? []).map((room) => (
          <MenuItem key={room.id} value={String(room.id)}>
            {localizeDigits(room.name, language)}
          </MenuItem>
        ))}
      </TextField>
      <SidaImportPanel key={classroomId} kind="course-list" extra={classroomId ? { classroomId } : {}} />
    </Stack>
  );
}
