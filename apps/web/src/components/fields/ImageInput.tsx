import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslation } from 'react-i18next';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { apiErrorText } from '../sheet-import/api-error-text';
import { imageFileProblem } from './image-input';
import { PhotoAvatar } from './PhotoAvatar';

// The image texts live with the people pages (photos of students and teachers, and a school's logo).
registerPeopleLabels();

export interface ImageInputProps {
  name: string;
  label: string;
  /** The stored photo's URL, or '' for none. */
  value: string;
  /** Sends the file and answers the new photo's URL. */
  upload: (file: File) => Promise<string>;
  onChange: (url: string | null) => void;
  error?: string;
  disabled?: boolean;
  /** Replaces the usual hint (types and size), e.g. why the input is disabled. */
  hint?: string;
}

/** A photo with choose and remove buttons; the image is uploaded as soon as it is chosen. */
export function ImageInput({ name, label, value, upload, onChange, error, disabled, hint }: ImageInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const local = imageFileProblem(file);
    if (local) return setProblem(t(`people.image.${local}`));
    setProblem('');
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (e) {
      setProblem(apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const message = problem || error;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid={`field-${name}`}>
      <PhotoAvatar
        photo={value}
        variant="rounded"
        sx={{ width: 88, height: 88 }}
        data-testid={`field-${name}-preview`}
      >
        <ImageOutlined />
      </PhotoAvatar>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            component="label"
            startIcon={<PhotoCameraOutlined />}
            disabled={disabled || busy}
          >
            {busy ? t('people.image.uploading') : value ? t('people.image.change') : t('people.image.choose')}
            <input
              ref={input}
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              data-testid={`field-${name}-file`}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Button>
          {value && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              disabled={disabled || busy}
              onClick={() => onChange(null)}
              data-testid={`field-${name}-remove`}
            >
              {t('people.image.remove')}
            </Button>
          )}
        </Stack>
        {message ? (
          <FormHelperText error>{message}</FormHelperText>
        ) : (
          <FormHelperText data-testid={`field-${name}-hint`}>{hint ?? t('people.image.hint')}</FormHelperText>
        )}
      </Stack>
    </Stack>
  );
}
