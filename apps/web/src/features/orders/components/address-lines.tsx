import { Stack, Text } from '@mantine/core';
import type { Order } from '@stitchworks/shared';

/** An address as it goes on a parcel: name, street lines, city/state/zip, country, contact. */
export function AddressLines({ address }: { address: Order['address'] }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="sm">{address.address1}</Text>
      {address.address2 ? <Text size="sm">{address.address2}</Text> : null}
      <Text size="sm">{place}</Text>
      <Text size="sm">{address.country}</Text>
      {address.email ? (
        <Text size="sm" c="dimmed">
          {address.email}
        </Text>
      ) : null}
      {address.phone ? (
        <Text size="sm" c="dimmed">
          {address.phone}
        </Text>
      ) : null}
    </Stack>
  );
}
