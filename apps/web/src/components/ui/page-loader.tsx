import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50dvh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
