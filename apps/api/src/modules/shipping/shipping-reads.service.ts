import { type OrderShipping, type ShippingProvider, shippingMessages } from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import type { Carrier } from '../../integrations/carriers/carrier.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStorage, StoredFile } from '../../plugins/storage.ts';
import { assertCanSeeOrder, canSeeOrder, trackingUrlOf } from '../orders/orders.public.ts';
import { customsDescriptionOf } from './customs-description.ts';
import { mergeLabelPdfs } from './label-pdfs.ts';
import {
  findLabelRow,
  findOrderForShipping,
  itemsWithCatalogs,
  labelsOfOrder,
  ordersWithActiveLabels,
  packagesOfOrder,
  reshipsOfOrder,
  trackingTwins,
} from './shipping-labels.repository.ts';
import {
  isUploadProvider,
  labelView,
  providerRows,
  uploadServiceCodes,
} from './shipping-providers.ts';

export const listProviders = (carrier: Carrier | null) => ({ rows: providerRows(carrier) });

/** The services of a provider: the API carrier's (configured list), an uploaded carrier's codes. */
export async function listServices(carrier: Carrier | null, provider: ShippingProvider) {
  if (provider === 'easypost' || provider === 'sandbox') {
    return { rows: carrier?.provider === provider ? await carrier.services() : [] };
  }
  if (isUploadProvider(provider)) {
    return { rows: uploadServiceCodes[provider as keyof typeof uploadServiceCodes] };
  }
  return { rows: [] };
}

async function visibleOrder(db: Db, caller: AuthUser, orderId: number) {
  const order = await findOrderForShipping(db, orderId);
  assertCanSeeOrder(caller, order);
  return order!;
}

/** GET /orders/:id/shipping: labels (newest first), packages with their twins, reships. */
export async function getOrderShipping(
  db: Db,
  caller: AuthUser,
  orderId: number,
): Promise<OrderShipping> {
  await visibleOrder(db, caller, orderId);
  const [labels, packages, reships] = await Promise.all([
    labelsOfOrder(db, orderId),
    packagesOfOrder(db, orderId),
    reshipsOfOrder(db, orderId),
  ]);
  const twins = await trackingTwins(
    db,
    orderId,
    packages.map((row) => row.trackingNumber),
  );
  return {
    orderId,
    labels: labels.map(labelView),
    packages: packages.map((row) => ({
      orderPackageNo: row.orderPackageNo,
      trackingNumber: row.trackingNumber,
      carrierCode: row.carrierCode,
      serviceCode: row.serviceCode,
      shippedAt: row.shippedAt ? row.shippedAt.toISOString() : null,
      trackingUrl:
        labels.find((label) => label.id === row.labelId)?.trackingUrl ??
        trackingUrlOf(row.carrierCode, row.trackingNumber),
      reshipId: row.reshipId,
      duplicateOf: twins
        .filter((twin) => twin.tracking === row.trackingNumber.toLowerCase())
        .map((twin) => twin.orderId),
    })),
    reships: reships.map((row) => ({
      id: row.id,
      address: {
        ...row.address,
        lastName: row.address.lastName ?? '',
        address2: row.address.address2 ?? '',
        email: row.address.email ?? '',
        phone: row.address.phone ?? '',
      },
      reason: row.reason,
      paidBy: row.paidBy,
      cost: toDollars(row.costCents),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** GET /shipping_labels/:id/file: the label's PDF, for whoever may see its order. */
export async function openLabelFile(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  id: number,
): Promise<{ file: StoredFile; fileName: string }> {
  const label = await findLabelRow(db, id);
  if (!label) throw new AppError('NOT_FOUND');
  await visibleOrder(db, caller, label.orderId);
  const file = label.fileKey ? await storage.open(label.fileKey) : null;
  if (!file) throw new AppError('NOT_FOUND');
  return { file, fileName: `label-${label.orderId}-${label.trackingNumber}.pdf` };
}

/** POST /shipping_labels/generate_description: the customs line of an order's goods. */
export async function generateDescription(db: Db, caller: AuthUser, orderId: number) {
  await visibleOrder(db, caller, orderId);
  const items = await itemsWithCatalogs(db, orderId);
  const result = customsDescriptionOf(items);
  return {
    description: result.description,
    hsCode: result.hsCode,
    value: toDollars(result.valueCents),
  };
}

const READ_BATCH = 16;

/**
 * POST /shipping_labels/print: one PDF of the orders' labels in use, in the order given (the
 * packing order), each order once. Orders without a label file (none, or a typed carrier's) and
 * orders the caller may not see are left out and named; none at all: 400.
 */
export async function printLabels(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  orderIds: readonly number[],
): Promise<{ pdf: Uint8Array; printed: number[]; missing: number[] }> {
  const ids = [...new Set(orderIds)];
  const rows = new Map((await ordersWithActiveLabels(db, ids)).map((row) => [row.orderId, row]));
  const printable: { orderId: number; fileKey: string }[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (row && canSeeOrder(caller, row) && row.label?.fileKey) {
      printable.push({ orderId: id, fileKey: row.label.fileKey });
    } else {
      missing.push(id);
    }
  }
  const files: Uint8Array[] = [];
  const printed: number[] = [];
  for (let start = 0; start < printable.length; start += READ_BATCH) {
    const batch = printable.slice(start, start + READ_BATCH);
    const read = await Promise.all(batch.map((item) => storage.get(item.fileKey)));
    read.forEach((data, index) => {
      if (data) {
        files.push(data);
        printed.push(batch[index]!.orderId);
      } else {
        missing.push(batch[index]!.orderId);
      }
    });
  }
  if (files.length === 0) throw new AppError('BAD_REQUEST', shippingMessages.noLabels);
  return { pdf: await mergeLabelPdfs(files), printed, missing };
}
