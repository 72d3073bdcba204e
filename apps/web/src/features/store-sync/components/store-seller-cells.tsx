import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The store a row belongs to, linking to its page. */
export function StoreCell({ store }: { store: { id: number; name: string } }) {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link {...props} to="/store/$storeId" params={{ storeId: String(store.id) }} />
      )}
    >
      {store.name}
    </Anchor>
  );
}

/** The seller of a row, for staff: name above e-mail. */
export function SellerCell({ seller }: { seller?: { name: string; email: string } | undefined }) {
  if (!seller) return '—';
  return (
    <Stack gap={0} maw={220}>
      <Text size="sm">{seller.name}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {seller.email}
      </Text>
    </Stack>
  );
}
