import { Anchor, List } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../../lib/public-settings';

/** The three configurable guide pages, opened in a new tab. */
export function GuideLinks() {
  const { t } = useTranslation('shell');
  const settings = usePublicSettings();
  const guides = settings.data?.guides;
  if (!guides) return null;
  return (
    <List spacing="xs" listStyleType="none" p={0}>
      {(['createOrder', 'payment', 'privacyPolicy'] as const).map((key) => (
        <List.Item key={key}>
          <Anchor href={guides[key]} target="_blank" rel="noopener noreferrer" size="sm">
            {t(`guides.${key}`)}{' '}
            <IconExternalLink size={12} aria-label={t('guides.opensInNewTab')} />
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
