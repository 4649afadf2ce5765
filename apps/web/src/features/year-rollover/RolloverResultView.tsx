import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { RolloverResult } from './rollover-api';

/** What the run made, row kind by row kind (zeros on a second run: nothing made twice). */
export function RolloverResultView({ result }: { result: RolloverResult }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Alert severity="success" data-testid="rollover-result">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{localizeDigits(result.message, language)}</Typography>
      <Stack component="ul" sx={{ m: 0, ps: 2 }}>
        {Object.entries(result.created).map(([key, n]) => (
          <li key={key}>
            {t(`yearRollover.created.${key}`)}: {localizeDigits(String(n), language)}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
