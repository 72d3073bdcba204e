import { Button, CopyButton, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state';
import { getErrorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format';
import { useCustomsDescription } from '../api/generate-description';

/** The customs declaration of the order's goods: the generated description, HS code and value. */
export function CustomsDescriptionDialog({
  orderId,
  onClose,
}: {
  orderId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('shipping');
  const customs = useCustomsDescription(orderId, true);
  const data = customs.data;

  return (
    <Modal opened onClose={onClose} title={t('customs.title', { id: orderId })} centered>
      <Stack gap="md">
        <LoadState
          loading={customs.isPending}
          error={customs.isError ? getErrorMessage(customs.error, { context: 'shipping' }) : null}
        >
          {data ? (
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={130}>{t('customs.description')}</Table.Th>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <Text size="sm" style={{ flex: 1 }}>
                        {data.description}
                      </Text>
                      <CopyButton value={data.description}>
                        {({ copied, copy }) => (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={copy}
                            aria-label={t('customs.copy')}
                            leftSection={
                              copied ? (
                                <IconCheck size={14} aria-hidden />
                              ) : (
                                <IconCopy size={14} aria-hidden />
                              )
                            }
                          >
                            {copied ? t('customs.copied') : t('customs.copyShort')}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('customs.hsCode')}</Table.Th>
                  <Table.Td ff="monospace">{data.hsCode}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('customs.value')}</Table.Th>
                  <Table.Td>{formatMoney(data.value)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          ) : null}
        </LoadState>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
