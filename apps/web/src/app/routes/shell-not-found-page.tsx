import { Button } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShellNotice } from '../../components/layout/shell-notice';
import { usePageTitle } from '../../lib/use-page-title';

/** An unknown URL opened by a signed-in user: the not-found page inside the shell. */
export function ShellNotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('notFound.title');
  return (
    <ShellNotice code="404" title={t('notFound.title')} description={t('notFound.description')}>
      <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
        {t('actions.backHome')}
      </Button>
    </ShellNotice>
  );
}
