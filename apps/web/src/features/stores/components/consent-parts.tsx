import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';

// What the built-in sandbox platforms' consent pages (Shopify, WooCommerce, Etsy, Amazon) share.

/** A consent page opened without what it needs: says so, with the way back to the stores. */
export function IncompleteConsent({
  message,
  onCancel,
}: {
  message: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('stores');
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" maw={560}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <div>
          <Button variant="light" size="xs" onClick={onCancel}>
            {t('shopify.backToStores')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

/** The consent's answer: why allowing failed, if it did, then allow and deny. */
export function ConsentActions({
  approval,
  allowLabel,
  denyLabel,
  onAllow,
  onDeny,
}: {
  /** The allowing request's state (a mutation's). */
  approval: { isError: boolean; error: unknown; isPending: boolean; isSuccess: boolean };
  allowLabel: string;
  denyLabel: string;
  onAllow: () => void;
  onDeny: () => void;
}) {
  // After a success the browser is on its way back to the app: neither answer again.
  const answered = approval.isPending || approval.isSuccess;
  return (
    <>
      {approval.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {getErrorMessage(approval.error)}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={onAllow}
          loading={answered}
        >
          {allowLabel}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onDeny}
          disabled={answered}
        >
          {denyLabel}
        </Button>
      </Group>
    </>
  );
}
