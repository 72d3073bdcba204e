import type { Order } from '@stitchworks/shared';

/** An address on one line: 'Ann Lee, 1 Main St, Apt 2, Austin, TX 78701, US'. */
export function addressLine(address: Order['address']): string {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [name, address.address1, address.address2, cityLine, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
