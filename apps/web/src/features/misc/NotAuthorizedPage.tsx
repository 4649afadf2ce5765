import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { LockIllustration } from './Illustrations';
import { MiscPage } from './MiscPage';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <MiscPage
      testId="not-authorized-page"
      code={localizeDigits('401', useAppLanguage())}
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      action={t('common.backHome')}
      illustration={<LockIllustration />}
    />
  );
}
