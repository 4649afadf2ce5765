import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { downloadApiFile } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { apiErrorText } from './api-error-text';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Choose Excel file" with the chosen file's name; the same file may be chosen again. */
export function XlsxPicker({
  testId,
  disabled,
  fileName,
  onFile,
}: {
  testId: string;
  disabled: boolean;
  fileName?: string;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="contained" component="label" startIcon={<UploadFileOutlined />} disabled={disabled}>
        {t('people.import.choose')}
        <input
          ref={input}
          hidden
          type="file"
          accept={XLSX_ACCEPT}
          data-testid={testId}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (input.current) input.current.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
      {fileName && <Typography dir="auto">{fileName}</Typography>}
    </Stack>
  );
}

/** Downloads an import's template workbook. */
export function TemplateButton({
  apiPath,
  fileName,
  testId,
}: {
  apiPath: string;
  fileName: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const download = () =>
    downloadApiFile(apiPath, fileName).catch((e: unknown) => notify('error', apiErrorText(e)));
  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={download} data-testid={testId}>
      {t('people.import.template')}
    </Button>
  );
}
