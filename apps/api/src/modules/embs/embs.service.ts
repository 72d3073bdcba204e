import {
  type AcceptEmbInput,
  acceptEmbInputSchema,
  type CreateEmbInput,
  createEmbInputSchema,
  type DesignerList,
  type Emb,
  type EmbList,
  type EmbListQuery,
  type EmbStatus,
  embListQuerySchema,
  embMessages,
  embStatuses,
  errorMessages,
  productionMessages,
  type Role,
} from '@stitchworks/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type FileStorage, newFileKey, type StoredFile } from '../../plugins/storage.ts';
import {
  DIGITIZING_CENTS,
  ordersWaitingForDesign,
  startProductionWhenReady,
} from '../orders/orders.public.ts';
import { chargeItemCost } from '../production/item-costs.ts';
import { readCostTiers, tierFor } from './design-costs.service.ts';
import { checkStitchFile, type StitchUpload } from './emb-files.ts';
import {
  deleteEmbRow,
  type EmbRow,
  type EmbViewRow,
  findActiveDesigner,
  findEmbRow,
  findEmbView,
  findOrderItemWithOrder,
  insertEmbRow,
  listDesignerRows,
  listEmbViews,
  lockEmbRow,
  sellerApprovesStitchouts,
  updateEmbRow,
} from './embs.repository.ts';

/** Who runs digitizing: they see every job and may upload in a designer's place. */
const reviewerRoles = new Set<Role>(['admin', 'manager', 'design_manager']);
const isReviewer = (caller: AuthUser) => reviewerRoles.has(caller.role);
/** Order statuses of a paid order that is not ended. */
const paidStatuses = new Set(['processing', 'partially_shipped', 'shipped', 'reshipped']);

const notFound = () => new AppError('NOT_FOUND');
const wrongState = () => new AppError('CONFLICT', embMessages.wrongState);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toEmb(view: EmbViewRow): Emb {
  const { emb } = view;
  return {
    id: emb.id,
    status: emb.status,
    approval: emb.approval,
    imageUrl: emb.imageUrl,
    location: emb.location,
    seller: { id: emb.userId, name: view.sellerName },
    designer:
      emb.designerId === null ? null : { id: emb.designerId, name: view.designerName ?? '' },
    orderItemId: emb.orderItemId,
    orderId: view.orderId,
    waitingOrders: Number(view.waitingOrders),
    note: emb.note,
    rejectReason: emb.rejectReason,
    rejections: emb.rejections,
    fileName: emb.fileName,
    format: emb.format,
    fileBytes: emb.fileBytes,
    stitches: emb.stitches,
    colors: emb.colors,
    widthMm: emb.widthTenths === null ? null : emb.widthTenths / 10,
    heightMm: emb.heightTenths === null ? null : emb.heightTenths / 10,
    previewUrl: emb.previewSvg ? `/api/embs/${emb.id}/preview.svg` : null,
    fileUrl: emb.fileKey ? `/api/embs/${emb.id}/file` : null,
    cost: emb.costCents === null ? null : toDollars(emb.costCents),
    charged: emb.chargedCents === null ? null : toDollars(emb.chargedCents),
    assignedAt: iso(emb.assignedAt),
    uploadedAt: iso(emb.uploadedAt),
    acceptedAt: iso(emb.acceptedAt),
    createdAt: emb.createdAt.toISOString(),
    updatedAt: emb.updatedAt.toISOString(),
  };
}

/**
 * Whether the caller may see this job at all: reviewers every job, a designer only the jobs
 * assigned to them, a seller only the jobs of their own designs, other floor roles every job.
 */
function canSee(caller: AuthUser, emb: EmbRow): boolean {
  if (caller.role === 'designer') return emb.designerId === caller.id;
  if (caller.role === 'seller') return emb.userId === caller.id;
  return true;
}

async function viewOf(db: DbOrTx, id: number): Promise<Emb> {
  const view = await findEmbView(db, id);
  if (!view) throw notFound();
  return toEmb(view);
}

/** GET /embs: a designer's list is forced to their own jobs. */
export async function listEmbs(
  db: DbOrTx,
  caller: AuthUser,
  query: EmbListQuery,
): Promise<EmbList> {
  const { page, limit, status, designerId, keyword } = embListQuerySchema.parse(query);
  const result = await listEmbViews(
    db,
    { status, keyword, designerId: caller.role === 'designer' ? caller.id : designerId },
    { limit, offset: (page - 1) * limit },
  );
  const statuses = Object.fromEntries(embStatuses.map((value) => [value, 0])) as Record<
    EmbStatus,
    number
  >;
  for (const row of result.byStatus) statuses[row.status] = row.count;
  return { rows: result.rows.map(toEmb), count: result.count, statuses };
}

/** GET /embs/designers. */
export async function listDesigners(db: DbOrTx): Promise<DesignerList> {
  return { rows: await listDesignerRows(db) };
}

/** GET /embs/:id: a job the caller may see, else not found. */
export async function getEmb(db: DbOrTx, caller: AuthUser, id: number): Promise<Emb> {
  const view = await findEmbView(db, id);
  if (!view || !canSee(caller, view.emb)) throw notFound();
  return toEmb(view);
}

/**
 * POST /embs: opens a job for the design at `location` of an item of a paid order, unless the
 * seller's image already has one (any state).
 */
export async function createEmb(db: Db, input: CreateEmbInput): Promise<Emb> {
  const { orderItemId, location, note } = createEmbInputSchema.parse(input);
  const item = await findOrderItemWithOrder(db, orderItemId);
  if (!item) throw new AppError('NOT_FOUND', errorMessages.orderItemNotFound);
  const design = item.designImages.find((image) => image.location === location);
  if (!design) throw new AppError('NOT_FOUND', productionMessages.designNotOnItem);
  if (!paidStatuses.has(item.status)) throw new AppError('CONFLICT', productionMessages.notPaid);
  const row = await insertEmbRow(db, {
    userId: item.userId,
    imageUrl: design.imageUrl,
    location,
    orderItemId: item.id,
    note,
  });
  if (!row) throw new AppError('CONFLICT', embMessages.alreadyOpen);
  return viewOf(db, row.id);
}

/** Locks a job for a state change; one the caller may not see is not found. */
async function lockVisible(tx: Tx, caller: AuthUser, id: number): Promise<EmbRow> {
  const emb = await lockEmbRow(tx, id);
  if (!emb || !canSee(caller, emb)) throw notFound();
  return emb;
}

/** PUT /embs/:id: the designer's instructions. */
export async function updateEmbNote(db: Db, caller: AuthUser, id: number, note: string) {
  return withTransaction(db, async (tx) => {
    await lockVisible(tx, caller, id);
    await updateEmbRow(tx, id, { note: note.trim() });
    return viewOf(tx, id);
  });
}

/**
 * POST /embs/:id/assign: gives the job to an active designer; until it is accepted it may be
 * given to another (an uploaded file stays, for the new designer to replace or the reviewer to
 * read).
 */
export async function assignEmb(db: Db, caller: AuthUser, id: number, designerId: number) {
  return withTransaction(db, async (tx) => {
    const emb = await lockVisible(tx, caller, id);
    if (emb.status === 'accepted') throw wrongState();
    if (!(await findActiveDesigner(tx, designerId))) {
      throw new AppError('BAD_REQUEST', embMessages.notADesigner, [
        { path: 'designerId', message: embMessages.notADesigner },
      ]);
    }
    await updateEmbRow(tx, id, { status: 'assigned', designerId, assignedAt: new Date() });
    return viewOf(tx, id);
  });
}

/** Refuses an upload by who asks and the job's state (checked before and after the file is kept). */
function assertCanUpload(caller: AuthUser, emb: EmbRow) {
  if (!isReviewer(caller) && emb.designerId !== caller.id) {
    throw new AppError('FORBIDDEN', embMessages.notAssignedToYou);
  }
  if (emb.status !== 'assigned' && emb.status !== 'uploaded') throw wrongState();
}

/**
 * POST /embs/:id/upload: the assigned designer (or a reviewer) sends the stitch file. It is
 * checked by its content before anything is kept; the file is stored, then the job updated in a
 * transaction, and a failure of that update removes the stored file again. A replaced file is
 * removed once the new one is committed.
 */
export async function uploadEmbFile(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  id: number,
  upload: StitchUpload,
): Promise<Emb> {
  const current = await findEmbRow(db, id);
  if (!current) throw notFound();
  assertCanUpload(caller, current);
  const file = checkStitchFile(upload);
  const key = newFileKey('embs', file.format);
  await storage.put(key, upload.data);
  try {
    return await withTransaction(db, async (tx, afterCommit) => {
      const emb = await lockEmbRow(tx, id);
      if (!emb) throw notFound();
      assertCanUpload(caller, emb);
      await updateEmbRow(tx, id, {
        status: 'uploaded',
        fileKey: key,
        fileName: file.fileName,
        format: file.format,
        fileBytes: file.bytes,
        stitches: file.stitches,
        colors: file.colors,
        widthTenths: file.widthTenths,
        heightTenths: file.heightTenths,
        previewSvg: file.previewSvg,
        uploadedAt: new Date(),
      });
      const replaced = emb.fileKey;
      if (replaced && replaced !== key) afterCommit(() => storage.delete(replaced));
      return viewOf(tx, id);
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** "23,410 stitches (tier up to 30,000)", the reason the seller reads on the charge. */
function chargeReason(stitches: number | null, upTo: number | null, format: string | null) {
  const what =
    stitches === null
      ? `Digitizing (${format?.toUpperCase() ?? 'stitch'} file)`
      : `Digitizing ${stitches.toLocaleString('en-US')} stitches`;
  const tier = upTo === null ? 'tier without limit' : `tier up to ${upTo.toLocaleString('en-US')}`;
  return `${what} (${tier})`;
}

/** Moves the paid orders waiting for this design to In-production where every design is ready. */
async function startWaitingOrders(tx: Tx, emb: EmbRow, actorId: number) {
  await startProductionWhenReady(
    tx,
    await ordersWaitingForDesign(tx, emb.userId, emb.imageUrl),
    actorId,
  );
}

/**
 * POST /embs/:id/accept: from uploaded only. The designer's cost and the seller's charge come from
 * the tier of the file's stitches; the seller pays the tier's charge less the digitizing fee the
 * order already paid, less what this job already charged (a file accepted again after the seller
 * declined it is not charged twice). A balance that cannot cover it changes nothing.
 */
export async function acceptEmb(db: Db, caller: AuthUser, id: number, input: AcceptEmbInput) {
  const { waiveCharge } = acceptEmbInputSchema.parse(input ?? {});
  return withTransaction(db, async (tx) => {
    const emb = await lockVisible(tx, caller, id);
    if (emb.status !== 'uploaded') throw wrongState();
    const tier = tierFor(await readCostTiers(tx), emb.stitches);
    const alreadyCharged = emb.chargedCents ?? 0;
    const due = Math.max(0, tier.chargeCents - DIGITIZING_CENTS - alreadyCharged);
    let chargedCents = alreadyCharged;
    let chargeTransactionId = emb.chargeTransactionId;
    if (due > 0 && !waiveCharge && emb.orderItemId !== null) {
      try {
        const cost = await chargeItemCost(tx, {
          orderItemId: emb.orderItemId,
          kind: 'design',
          amountCents: due,
          reason: chargeReason(emb.stitches, tier.upTo, emb.format),
          actorId: caller.id,
        });
        chargedCents += due;
        chargeTransactionId = cost.transactionId;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_ENOUGH_CREDIT') {
          throw new AppError('NOT_ENOUGH_CREDIT', embMessages.chargeNotCovered);
        }
        throw error;
      }
    }
    const needsApproval = await sellerApprovesStitchouts(tx, emb.userId);
    const accepted = await updateEmbRow(tx, id, {
      status: 'accepted',
      approval: needsApproval ? 'waiting' : null,
      costCents: tier.costCents,
      chargedCents,
      chargeTransactionId,
      acceptedAt: new Date(),
      rejectReason: null,
    });
    if (!needsApproval) await startWaitingOrders(tx, accepted, caller.id);
    return viewOf(tx, id);
  });
}

/** POST /embs/:id/reject: the file goes back to the designer with the reason. */
export async function rejectEmb(db: Db, caller: AuthUser, id: number, reason: string) {
  return withTransaction(db, async (tx) => {
    const emb = await lockVisible(tx, caller, id);
    if (emb.status !== 'uploaded') throw wrongState();
    await updateEmbRow(tx, id, {
      status: 'assigned',
      rejectReason: reason.trim(),
      rejections: emb.rejections + 1,
    });
    return viewOf(tx, id);
  });
}

async function lockWaitingApproval(tx: Tx, caller: AuthUser, id: number) {
  const emb = await lockEmbRow(tx, id);
  if (!emb || emb.userId !== caller.id) throw notFound();
  if (emb.status !== 'accepted' || emb.approval !== 'waiting') {
    throw new AppError('CONFLICT', embMessages.noApprovalWaiting);
  }
  return emb;
}

/** POST /embs/:id/approve: the seller approves the stitch-out; waiting orders start. */
export async function approveEmb(db: Db, caller: AuthUser, id: number) {
  return withTransaction(db, async (tx) => {
    await lockWaitingApproval(tx, caller, id);
    const approved = await updateEmbRow(tx, id, { approval: 'approved' });
    await startWaitingOrders(tx, approved, caller.id);
    return viewOf(tx, id);
  });
}

/**
 * POST /embs/:id/decline: the seller sends the stitch-out back; the job returns to its designer
 * with the seller's reason and leaves the design costs until it is accepted again.
 */
export async function declineEmb(db: Db, caller: AuthUser, id: number, reason: string) {
  return withTransaction(db, async (tx) => {
    const emb = await lockWaitingApproval(tx, caller, id);
    await updateEmbRow(tx, id, {
      status: 'assigned',
      approval: 'declined',
      rejectReason: `Seller: ${reason.trim()}`,
      rejections: emb.rejections + 1,
      acceptedAt: null,
    });
    return viewOf(tx, id);
  });
}

/** DELETE /embs/:id: a job not accepted, with its stored file (removed once the row is gone). */
export async function deleteEmb(db: Db, storage: FileStorage, caller: AuthUser, id: number) {
  await withTransaction(db, async (tx, afterCommit) => {
    const emb = await lockVisible(tx, caller, id);
    if (emb.status === 'accepted') throw new AppError('CONFLICT', embMessages.acceptedCannotDelete);
    await deleteEmbRow(tx, id);
    const key = emb.fileKey;
    if (key) afterCommit(() => storage.delete(key));
  });
}

/** GET /embs/:id/file: the stored stitch file with its download name. */
export async function openEmbFile(
  db: DbOrTx,
  storage: FileStorage,
  caller: AuthUser,
  id: number,
): Promise<{ file: StoredFile; fileName: string }> {
  const emb = await findEmbRow(db, id);
  if (!emb || !canSee(caller, emb) || !emb.fileKey) throw notFound();
  const file = await storage.open(emb.fileKey);
  if (!file) throw notFound();
  return { file, fileName: emb.fileName ?? `design.${emb.format ?? 'dst'}` };
}

/** GET /embs/:id/preview.svg: the drawing read from the DST, when there is one. */
export async function embPreviewSvg(db: DbOrTx, caller: AuthUser, id: number): Promise<string> {
  const emb = await findEmbRow(db, id);
  if (!emb || !canSee(caller, emb) || !emb.previewSvg) throw notFound();
  return emb.previewSvg;
}
