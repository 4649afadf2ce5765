import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { StudentFile } from './student-api';

/** When the student moved to which classroom, and who recorded it. */
export function ClassroomHistory({ entries }: { entries: StudentFile['classroomHistory'] }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Stack spacing={1.5} sx={{ breakInside: 'avoid' }}>
      <Typography variant="h6" component="h3">
        {t('people.file.history')}
      </Typography>
      <Table size="small" data-testid="student-file-history">
        <TableHead>
          <TableRow>
            <TableCell>{t('people.file.at')}</TableCell>
            <TableCell>{t('people.file.toClassroom')}</TableCell>
            <TableCell>{t('people.file.by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, index) => (
            <TableRow key={`${entry.at}-${index}`}>
              <TableCell>{formatDateTime(entry.at, language)}</TableCell>
              <TableCell>
                {entry.classroomName
                  ? localizeDigits(entry.classroomName, language)
                  : t('people.file.noneClassroom')}
              </TableCell>
              <TableCell>{entry.by ?? t('people.file.unknownUser')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
