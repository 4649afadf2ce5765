import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../components/fields/ImageInput';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import type { EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { teacherPhotoApi } from './teacher-api';

/** The signed-in teacher's own photo: saved as soon as it is chosen or removed. */
export function ProfilePhoto({ teacher }: { teacher: EntityItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = (updated: EntityItem) => {
    queryClient.setQueryData(['teacher', 'profile'], updated);
    void notify('success', t('people.image.saved'));
    return typeof updated.photo === 'string' ? updated.photo : '';
  };
  return (
    <ImageInput
      name="photo"
      label={t('entities.teachers.fields.photo')}
      value={typeof teacher.photo === 'string' ? teacher.photo : ''}
      upload={async (file) => store(await teacherPhotoApi.upload(file))}
      onChange={(url) => {
        if (url === null)
          teacherPhotoApi.remove().then(store, (e: unknown) => notify('error', apiErrorText(e)));
      }}
    />
  );
}
