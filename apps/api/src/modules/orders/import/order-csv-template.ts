import { type OrderCsvColumn, orderCsvColumns } from '@stitchworks/shared';
import { toCsv } from '../../../lib/csv.ts';

/**
 * The example rows of the template: one order of two rows on catalog 7 (the default tee, which
 * the demo data offers in Black and White, sizes xs–5xl), with design images at http(s)
 * addresses and a US address that verifies. It must import as it is for the demo seller.
 */
const exampleRows: Partial<Record<OrderCsvColumn, string | number>>[] = [
  {
    seller_order_id: 'EXAMPLE-1001',
    shipping_method: 'standard',
    factory: 'vn1',
    tiktok_shop: 'false',
    first_name: 'Jane',
    last_name: 'Doe',
    address1: '350 5th Ave',
    address2: 'Suite 4100',
    city: 'New York',
    state: 'NY',
    zip: '10118',
    country: 'US',
    email: 'jane.doe@example.com',
    phone: '2125550123',
    catalog_id: 7,
    color: 'Black',
    size: 'm',
    quantity: 2,
    design_front: 'https://example.com/designs/rose-front.png',
  },
  {
    seller_order_id: 'EXAMPLE-1001',
    catalog_id: 7,
    color: 'White',
    size: 'xl',
    quantity: 1,
    design_left_chest: 'https://example.com/designs/rose-chest.png',
  },
];

/** GET /orders/in-bulk/template: every column the import reads, then the example order. */
export function orderCsvTemplate(): string {
  return toCsv([
    [...orderCsvColumns],
    ...exampleRows.map((row) => orderCsvColumns.map((column) => row[column] ?? '')),
  ]);
}

export const ORDER_CSV_TEMPLATE_FILENAME = 'orders-template.csv';
