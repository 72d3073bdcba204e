import {
  type ItemCost,
  type OrderProduction,
  type ProductionItem,
  type ProductionScan,
  type ProductionStep,
  type ProductionUnit,
  productionStatuses,
  productionSteps,
  type Role,
  type StitchFile,
} from '@stitchworks/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { orderItemCosts, orderItems, orders } from '../../db/schema/index.ts';
import { toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { canSeeOrder } from '../orders/orders.public.ts';
import {
  findEmbsOfImages,
  findItemCosts,
  findScans,
  type ScanRow,
} from './production.repository.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** The roles that mark units on the floor. */
export const floorRoles: readonly Role[] = ['admin', 'manager', 'producer', 'packer'];

/** Whether the caller may mark units of this order now. */
export function canScanOrder(caller: AuthUser, order: OrderRow): boolean {
  return (
    floorRoles.includes(caller.role) &&
    canSeeOrder(caller, order) &&
    order.status === 'processing' &&
    order.productionStatus === productionStatuses.inProduction
  );
}

/** Each unit with the time of each standing step and its next step. */
export function unitsOf(quantity: number, scans: readonly ScanRow[]): ProductionUnit[] {
  const standing = new Map<string, Date>();
  for (const scan of scans) {
    if (!scan.undoneAt) standing.set(`${scan.unit}:${scan.step}`, scan.createdAt);
  }
  return Array.from({ length: quantity }, (_, index) => {
    const unit = index + 1;
    const at = (step: ProductionStep) => standing.get(`${unit}:${step}`)?.toISOString() ?? null;
    const done = { embroidered: at('embroidered'), checked: at('checked'), packed: at('packed') };
    return { unit, ...done, next: productionSteps.find((step) => done[step] === null) ?? null };
  });
}

function scanView(
  row: { scan: ScanRow; userName: string | null },
  showNames: boolean,
): ProductionScan {
  const { scan } = row;
  return {
    id: scan.id,
    orderItemId: scan.orderItemId,
    unit: scan.unit,
    step: scan.step,
    factory: scan.factory,
    user: showNames && scan.userId !== null ? { id: scan.userId, name: row.userName ?? '' } : null,
    createdAt: scan.createdAt.toISOString(),
    undoneAt: scan.undoneAt?.toISOString() ?? null,
    undoReason: scan.undoReason,
  };
}

function costView(row: typeof orderItemCosts.$inferSelect): ItemCost {
  return {
    id: row.id,
    kind: row.kind,
    amount: toDollars(row.amountCents),
    reason: row.reason,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  };
}

type EmbOfImage = Awaited<ReturnType<typeof findEmbsOfImages>>[number];

function stitchFileView(emb: EmbOfImage | undefined): StitchFile | null {
  if (!emb) return null;
  return {
    embId: emb.id,
    status: emb.status,
    approval: emb.approval,
    fileName: emb.fileName,
    format: emb.format,
    stitches: emb.stitches,
    colors: emb.colors,
    widthMm: emb.widthTenths === null ? null : emb.widthTenths / 10,
    heightMm: emb.heightTenths === null ? null : emb.heightTenths / 10,
    previewUrl: emb.hasPreview ? `/api/embs/${emb.id}/preview.svg` : null,
    fileUrl: emb.hasFile ? `/api/embs/${emb.id}/file` : null,
  };
}

async function designsOf(db: DbOrTx, order: OrderRow, items: readonly ItemRow[]) {
  const urls = [...new Set(items.flatMap((item) => item.designImages.map((d) => d.imageUrl)))];
  const found = await findEmbsOfImages(db, order.userId, urls);
  const byUrl = new Map(found.map((emb) => [emb.imageUrl, emb]));
  return (item: ItemRow) =>
    item.designImages.map((design) => ({
      imageUrl: design.imageUrl,
      location: design.location,
      mockup: design.mockup,
      emb: design.emb
        ? {
            name: design.emb.name ?? '',
            applique: design.emb.applique ?? false,
            fabric: design.emb.fabric ?? '',
            outline: design.emb.outline ?? '',
          }
        : null,
      stitchFile: stitchFileView(byUrl.get(design.imageUrl)),
    }));
}

/** Sellers see when and where each step happened; names of the floor's people stay inside. */
const seesNames = (caller: AuthUser) => caller.role !== 'seller';

export async function productionItemView(
  db: DbOrTx,
  caller: AuthUser,
  found: { item: ItemRow; catalogText: string; order: OrderRow },
): Promise<ProductionItem> {
  const { item, order } = found;
  const [scans, costs, designs] = await Promise.all([
    findScans(db, { itemId: item.id }),
    findItemCosts(db, { itemId: item.id }),
    designsOf(db, order, [item]),
  ]);
  return {
    id: item.id,
    orderId: order.id,
    order: {
      id: order.id,
      status: order.status,
      productionStatus: order.productionStatus,
      holdReason: order.holdReason,
      factory: order.factory,
      sellerOrderId: order.sellerOrderId,
      paidAt: order.paidAt?.toISOString() ?? null,
    },
    catalogText: found.catalogText,
    color: item.color,
    size: item.size,
    quantity: item.quantity,
    note: item.note,
    completedAt: item.completedAt?.toISOString() ?? null,
    designs: designs(item),
    units: unitsOf(
      item.quantity,
      scans.map((row) => row.scan),
    ),
    scans: scans.map((row) => scanView(row, seesNames(caller))),
    costs: costs.map(costView),
    canScan: canScanOrder(caller, order),
  };
}

export async function orderProductionView(
  db: DbOrTx,
  caller: AuthUser,
  order: OrderRow,
  items: readonly ItemRow[],
): Promise<OrderProduction> {
  const [scans, costs, designs] = await Promise.all([
    findScans(db, { orderId: order.id }),
    findItemCosts(db, { orderId: order.id }),
    designsOf(db, order, items),
  ]);
  return {
    orderId: order.id,
    productionStatus: order.productionStatus,
    holdReason: order.holdReason,
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      units: unitsOf(
        item.quantity,
        scans.filter((row) => row.scan.orderItemId === item.id).map((row) => row.scan),
      ),
      designs: designs(item),
      costs: costs.filter((cost) => cost.orderItemId === item.id).map(costView),
    })),
    scans: scans.map((row) => scanView(row, seesNames(caller))),
  };
}
