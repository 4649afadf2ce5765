import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'react-i18next';

/** Image fields are shown only, until uploads exist. */
export function ImageDisplay({ name, label, value }: { name: string; label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid={`field-${name}`}>
      <Avatar src={value || undefined} variant="rounded" sx={{ width: 64, height: 64 }}>
        <ImageOutlined />
      </Avatar>
      <Stack>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        {!value && (
          <Typography variant="caption" color="text.secondary">
            {t('entity.imageEmpty')}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
