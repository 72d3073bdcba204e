import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown once: copy, download as a text file, then confirm they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'stitchworks-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert color="yellow" variant="light" title={t('twoFactor.card.codesTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.card.codesHint')}</Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          aria-label={t('twoFactor.card.codesTitle')}
        >
          {codes.map((code) => (
            <Code key={code} fz="sm" data-testid="recovery-code">
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                {copied ? t('twoFactor.card.copied') : t('twoFactor.card.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
            {t('twoFactor.card.download')}
          </Button>
          <Button onClick={onDone}>{t('twoFactor.card.saved')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
