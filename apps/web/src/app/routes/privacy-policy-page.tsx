import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasAccessToken } from '../../lib/auth-tokens';
import { usePublicSettings } from '../../lib/public-settings';
import { usePageTitle } from '../../lib/use-page-title';

const sections = ['privacy', 'shipping', 'refund'] as const;
const paragraphs = ['p1', 'p2', 'p3', 'p4'] as const;

/** /privacy-policy: what happens to the user's data, shipping, and cancellations and refunds. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('policy');
  const settings = usePublicSettings();
  usePageTitle('policy:title');
  const supportEmail = settings.data?.supportEmail;
  const fullPolicy = settings.data?.guides.privacyPolicy;

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="sm" maw={820} mx="auto">
      <Stack gap="lg" component="article">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text size="sm" c="dimmed">
            {t('updated')}
          </Text>
        </Stack>
        <Text>{t('intro')}</Text>
        {sections.map((section) => (
          <Stack gap="xs" key={section} component="section" aria-labelledby={`policy-${section}`}>
            <Title order={2} size="h3" id={`policy-${section}`}>
              {t(`${section}.title`)}
            </Title>
            {paragraphs.map((paragraph) => (
              <Text key={paragraph}>{t(`${section}.${paragraph}`)}</Text>
            ))}
          </Stack>
        ))}
        <Stack gap="xs" component="section" aria-labelledby="policy-contact">
          <Title order={2} size="h3" id="policy-contact">
            {t('contact.title')}
          </Title>
          {supportEmail ? (
            <Text>
              {t('contact.p1')} <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
            </Text>
          ) : (
            <Text>{t('contact.p1NoEmail')}</Text>
          )}
        </Stack>
        <Group justify="space-between">
          <Button component={Link} to={hasAccessToken() ? '/' : '/login'} variant="light">
            {hasAccessToken() ? t('backHome') : t('backToLogin')}
          </Button>
          {fullPolicy && (
            <Anchor href={fullPolicy} target="_blank" rel="noopener noreferrer" size="sm">
              {t('fullPolicy')} <IconExternalLink size={12} aria-hidden />
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
