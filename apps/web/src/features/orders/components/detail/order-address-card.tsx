import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@stitchworks/shared';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerText } from '../../../../lib/server-messages';
import type { OrderAbilities } from '../../order-abilities';
import { AddressLines } from '../address-lines';
import { AddressStateBadge } from '../address-marker';
import { OrderAddressForm } from '../order-address-form';
import { readableBadge } from '../readable-badge';
import { VerifyAddressActions } from '../verify-address-actions';

/** Ship-to address, whether it verified and why not, and the ways to fix it. */
export function OrderAddressCard({
  order,
  abilities,
}: {
  order: Order;
  abilities: OrderAbilities;
}) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState(false);
  return (
    <Card component="section" aria-labelledby="order-address-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="order-address-title">
            {t('detail.address')}
          </Title>
          <AddressStateBadge verified={order.addressVerified} />
        </Group>
        {!order.addressVerified && order.addressIssues.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            styles={{ title: { color: readableBadge('orange').c } }}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('address.issues')}
          >
            <List size="sm" spacing={2}>
              {order.addressIssues.map((issue) => (
                <List.Item key={issue}>{translateServerText(issue)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {editing ? (
          <OrderAddressForm
            orderId={order.id}
            address={order.address}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <AddressLines address={order.address} />
            {abilities.editAddress || abilities.verifyAddress || abilities.forceVerify ? (
              <Group gap="xs">
                {abilities.editAddress ? (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setEditing(true)}
                  >
                    {t('address.edit')}
                  </Button>
                ) : null}
                {abilities.verifyAddress || abilities.forceVerify ? (
                  <VerifyAddressActions orderId={order.id} canForce={abilities.forceVerify} />
                ) : null}
              </Group>
            ) : null}
            {!order.addressVerified ? (
              <Text size="xs" c="dimmed">
                {t('address.unverifiedHelp')}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
