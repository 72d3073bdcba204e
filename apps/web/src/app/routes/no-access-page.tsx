import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShellNotice } from '../../components/layout/shell-notice';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * A page the signed-in user's role may not open (the guard said 'Permission denied'): shown in
 * the shell in place of the page, with the way back and the way home.
 */
export function NoAccessPage() {
  const { t } = useTranslation();
  const router = useRouter();
  usePageTitle('noAccess.title');
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <ShellNotice code="403" title={t('noAccess.title')} description={t('noAccess.description')}>
      <Group justify="center" gap="sm">
        {canGoBack ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() => router.history.back()}
          >
            {t('noAccess.back')}
          </Button>
        ) : null}
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('actions.backHome')}
        </Button>
      </Group>
    </ShellNotice>
  );
}
