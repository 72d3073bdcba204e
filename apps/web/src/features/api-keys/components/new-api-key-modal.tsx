import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shows a new key once, with a copy button; closing it forgets the key. */
export function NewApiKeyModal({
  apiKey,
  onClose,
}: {
  apiKey: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  return (
    <Modal
      opened={apiKey !== null}
      onClose={onClose}
      title={t('newKeyTitle')}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('newKeyWarning')}
        </Alert>
        <Code block data-testid="new-api-key" style={{ wordBreak: 'break-all' }}>
          {apiKey}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={apiKey ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('copied') : t('copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
