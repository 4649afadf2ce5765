import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { LostMapIllustration } from './Illustrations';
import { MiscPage } from './MiscPage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MiscPage
      testId="not-found-page"
      code={localizeDigits('404', useAppLanguage())}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={t('common.backHome')}
      illustration={<LostMapIllustration />}
    />
  );
}
