import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

/** Shows a secret once (an API key, a signing secret), with a copy button; closing forgets it. */
export function ShownOnceModal({
  value,
  onClose,
  testId,
  texts,
}: {
  value: string | null;
  onClose: () => void;
  testId: string;
  texts: { title: string; warning: string; copy: string; copied: string; done: string };
}) {
  return (
    <Modal
      opened={value !== null}
      onClose={onClose}
      title={texts.title}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {texts.warning}
        </Alert>
        <Code block data-testid={testId} style={{ wordBreak: 'break-all' }}>
          {value}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={value ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? texts.copied : texts.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{texts.done}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
