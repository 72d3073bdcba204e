import {
  type CreateTicketFields,
  notificationText,
  type Role,
  type Ticket,
  type TicketList,
  type TicketListQuery,
  type TicketMessage,
  type TicketMessageFields,
  type TicketStatus,
  type TicketTopic,
  ticketMessages,
  type UpdateTicketInput,
} from '@stitchworks/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { TicketFileKeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { notify } from '../notifications/notifications.service.ts';
import { queueSellerEvent } from '../webhooks/webhooks.public.ts';
import { removeTicketImages, storeTicketImages } from './ticket-images.ts';
import {
  countTickets,
  findAssignees,
  findSellerOrder,
  findTicketMessages,
  findTicketView,
  findUserForTicket,
  insertTicket,
  insertTicketMessage,
  listTicketViews,
  lockTicket,
  type TicketMessageRecord,
  type TicketMessageView,
  type TicketRecord,
  type TicketView,
  updateTicketRecord,
} from './tickets.repository.ts';

const STAFF_ROLES: Role[] = ['admin', 'supporter'];

/** Sellers read their own tickets; every other role allowed here (admin, supporter) is staff. */
export const isTicketStaff = (user: Pick<AuthUser, 'role'>) => user.role !== 'seller';

const attachmentsOf = (storage: FileStorage, keys: TicketFileKeys[]) =>
  keys.map((k) => ({ url: storage.url(k.key), small: storage.url(k.small) }));

function toTicketMessage(storage: FileStorage, view: TicketMessageView): TicketMessage {
  const { message } = view;
  return {
    id: message.id,
    message: message.message,
    internal: message.internal,
    attachments: attachmentsOf(storage, message.attachments),
    user:
      message.userId !== null && view.userName !== null
        ? { id: message.userId, name: view.userName, role: view.userRole ?? '' }
        : null,
    createdAt: message.createdAt.toISOString(),
  };
}

function toTicketRow(view: TicketView) {
  const { ticket } = view;
  return {
    id: ticket.id,
    title: ticket.title,
    topic: ticket.topic as TicketTopic,
    message: ticket.message,
    userId: ticket.userId,
    user: {
      id: ticket.userId,
      name: view.sellerName,
      role: view.sellerRole,
      email: view.sellerEmail,
    },
    orderId: ticket.orderId,
    order:
      ticket.orderId !== null && view.sellerOrderId !== null
        ? { id: ticket.orderId, sellerOrderId: view.sellerOrderId }
        : null,
    status: ticket.status as TicketStatus,
    assignedUserId: ticket.assignedUserId,
    assignedUser:
      ticket.assignedUserId !== null && view.assigneeName !== null
        ? { id: ticket.assignedUserId, name: view.assigneeName, role: view.assigneeRole ?? '' }
        : null,
    sellerRead: ticket.sellerRead,
    supporterRead: ticket.supporterRead,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    lastMessageAt: ticket.lastMessageAt.toISOString(),
    firstResponseAt: ticket.firstResponseAt?.toISOString() ?? null,
    closedAt: ticket.closedAt?.toISOString() ?? null,
  };
}

/** The ticket as the caller may see it: a seller never sees internal notes. */
async function readTicket(
  db: DbOrTx,
  storage: FileStorage,
  actor: AuthUser,
  id: number,
): Promise<Ticket> {
  const ticket = await ticketAsSeen(db, storage, id, isTicketStaff(actor));
  if (!ticket || (!isTicketStaff(actor) && ticket.userId !== actor.id)) {
    throw new AppError('NOT_FOUND', ticketMessages.notFound);
  }
  return ticket;
}

/** The ticket with its messages, internal notes only for staff; null when there is none. */
async function ticketAsSeen(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  byStaff: boolean,
): Promise<Ticket | null> {
  const view = await findTicketView(db, id);
  if (!view) return null;
  const messages = await findTicketMessages(db, id, byStaff);
  return {
    ...toTicketRow(view),
    attachments: attachmentsOf(storage, view.ticket.attachments),
    messages: messages.map((message) => toTicketMessage(storage, message)),
  };
}

/** The ticket's row, locked, when the caller may act on it; else 404. */
async function lockOwnTicket(tx: Tx, actor: AuthUser, id: number): Promise<TicketRecord> {
  const ticket = await lockTicket(tx, id);
  if (!ticket || (!isTicketStaff(actor) && ticket.userId !== actor.id)) {
    throw new AppError('NOT_FOUND', ticketMessages.notFound);
  }
  return ticket;
}

const ticketMeta = (ticket: TicketRecord) => ({
  link: `/ticket/${ticket.id}`,
  ticketId: ticket.id,
  title: ticket.title,
  sellerRead: ticket.sellerRead,
  supporterRead: ticket.supporterRead,
});

/** Tells staff of a seller's ticket: whoever has it, or every supporter and admin while nobody does. */
async function notifyStaff(
  tx: Tx,
  ticket: TicketRecord,
  key: 'ticketOpened' | 'ticketReplied',
  except: number,
) {
  const message = notificationText(key, { id: ticket.id, title: ticket.title });
  if (ticket.assignedUserId !== null) {
    if (ticket.assignedUserId === except) return;
    await notify(tx, {
      userIds: [ticket.assignedUserId],
      type: 'ticket',
      message,
      meta: ticketMeta(ticket),
    });
    return;
  }
  await notify(tx, { roles: STAFF_ROLES, type: 'ticket', message, meta: ticketMeta(ticket) });
}

/**
 * The moment staff answered a seller on their ticket (not an internal note), in the answer's
 * transaction: the seller hears of it at once (a notification, live over the socket after the
 * commit). Other reactions to a staff answer (a seller's `ticket.replied` webhook) belong here.
 */
export async function onStaffRepliedToSellerTicket(
  tx: Tx,
  storage: FileStorage,
  ticket: TicketRecord,
  _reply: TicketMessageRecord,
): Promise<void> {
  await notify(tx, {
    userIds: [ticket.userId],
    type: 'ticket',
    message: notificationText('ticketReplied', { id: ticket.id, title: ticket.title }),
    meta: ticketMeta(ticket),
  });
  // The seller's own system hears it too: the ticket as the seller reads it (no internal notes).
  await queueSellerEvent(tx, {
    sellerId: ticket.userId,
    type: 'ticket.replied',
    orderingKey: `ticket:${ticket.id}`,
    data: async () => (await ticketAsSeen(tx, storage, ticket.id, false)) ?? { id: ticket.id },
  });
}

export type TicketUpload = { fields: CreateTicketFields; files: Buffer[] };

/**
 * Opens a ticket: a seller for themselves, staff for the seller they name. The images are checked
 * and stored first; when the ticket is not saved they are removed again.
 */
export async function createTicket(
  db: Db,
  storage: FileStorage,
  actor: AuthUser,
  { fields, files }: TicketUpload,
): Promise<Ticket> {
  const staff = isTicketStaff(actor);
  let sellerId = actor.id;
  if (staff) {
    if (fields.userId === undefined) {
      throw new AppError('VALIDATION_ERROR', undefined, [
        { path: 'userId', message: ticketMessages.userRequired },
      ]);
    }
    const seller = await findUserForTicket(db, fields.userId);
    if (seller?.role !== 'seller') {
      throw new AppError('BAD_REQUEST', ticketMessages.sellerOnly);
    }
    sellerId = seller.id;
  } else if (fields.userId !== undefined && fields.userId !== actor.id) {
    throw new AppError('FORBIDDEN', ticketMessages.staffOnly);
  }
  if (fields.orderId !== undefined && !(await findSellerOrder(db, sellerId, fields.orderId))) {
    throw new AppError('NOT_FOUND', ticketMessages.orderNotFound);
  }
  const images = await storeTicketImages(storage, files);
  try {
    return await withTransaction(db, async (tx) => {
      const now = new Date();
      const ticket = await insertTicket(tx, {
        userId: sellerId,
        createdById: actor.id,
        orderId: fields.orderId ?? null,
        title: fields.title,
        topic: fields.topic,
        message: fields.message,
        attachments: images,
        // Opened by staff, the ticket already holds their word and waits for the seller.
        status: staff ? 'answered' : 'open',
        sellerRead: !staff,
        supporterRead: staff,
        firstResponseAt: staff ? now : null,
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (staff) {
        await notify(tx, {
          userIds: [sellerId],
          type: 'ticket',
          message: notificationText('ticketOpened', { id: ticket.id, title: ticket.title }),
          meta: ticketMeta(ticket),
        });
      } else {
        await notifyStaff(tx, ticket, 'ticketOpened', actor.id);
      }
      return readTicket(tx, storage, actor, ticket.id);
    });
  } catch (error) {
    await removeTicketImages(storage, images);
    throw error;
  }
}

export async function listTickets(
  db: DbOrTx,
  actor: AuthUser,
  query: TicketListQuery & { page: number; limit: number },
): Promise<TicketList> {
  const userId = isTicketStaff(actor) ? undefined : actor.id;
  const { rows, count } = await listTicketViews(
    db,
    {
      userId,
      status: query.status,
      topic: query.topic,
      isAssigned: query.isAssigned === undefined ? undefined : query.isAssigned === 'true',
      keyword: query.keyword,
    },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    rows: rows.map((row) => ({ ...toTicketRow(row), messageCount: row.messageCount })),
    count,
    total: await countTickets(db, userId),
    totalPage: Math.ceil(count / query.limit),
  };
}

export async function getTicket(db: DbOrTx, storage: FileStorage, actor: AuthUser, id: number) {
  return readTicket(db, storage, actor, id);
}

/** Which statuses a seller may set on their own ticket: close it, or open it again. */
const SELLER_STATUSES: readonly TicketStatus[] = ['open', 'closed'];

function statusChange(ticket: TicketRecord, status: TicketStatus, now: Date) {
  if (ticket.status === status) return {};
  return { status, closedAt: status === 'closed' ? now : null };
}

/**
 * Adds a message (or, from staff, an internal note) with its images. A seller's message opens the
 * ticket again for staff; a staff answer waits for the seller. A status sent with the message is
 * set after the message is saved (spec 03 §4), in the same transaction.
 */
export async function addTicketMessage(
  db: Db,
  storage: FileStorage,
  actor: AuthUser,
  id: number,
  { fields, files }: { fields: TicketMessageFields; files: Buffer[] },
): Promise<Ticket> {
  const staff = isTicketStaff(actor);
  if (fields.internal && !staff) throw new AppError('FORBIDDEN', ticketMessages.staffOnly);
  if (fields.status && !staff && !SELLER_STATUSES.includes(fields.status)) {
    throw new AppError('FORBIDDEN', ticketMessages.sellerStatus);
  }
  // Checked before the images are stored: another seller's ticket stores nothing.
  const seen = await findTicketView(db, id);
  if (!seen || (!staff && seen.ticket.userId !== actor.id)) {
    throw new AppError('NOT_FOUND', ticketMessages.notFound);
  }
  const images = await storeTicketImages(storage, files);
  try {
    return await withTransaction(db, async (tx) => {
      const ticket = await lockOwnTicket(tx, actor, id);
      const now = new Date();
      const internal = staff && fields.internal === true;
      const reply = await insertTicketMessage(tx, {
        ticketId: id,
        userId: actor.id,
        message: fields.message,
        internal,
        attachments: images,
        createdAt: now,
      });
      let updated = ticket;
      if (!internal) {
        updated = await updateTicketRecord(
          tx,
          id,
          staff
            ? {
                ...statusChange(ticket, 'answered', now),
                sellerRead: false,
                supporterRead: true,
                firstResponseAt: ticket.firstResponseAt ?? now,
                lastMessageAt: now,
              }
            : {
                ...statusChange(ticket, 'open', now),
                sellerRead: true,
                supporterRead: false,
                lastMessageAt: now,
              },
        );
        if (staff) await onStaffRepliedToSellerTicket(tx, storage, updated, reply);
        else await notifyStaff(tx, updated, 'ticketReplied', actor.id);
      }
      if (fields.status && fields.status !== updated.status) {
        await updateTicketRecord(tx, id, statusChange(updated, fields.status, now));
      }
      return readTicket(tx, storage, actor, id);
    });
  } catch (error) {
    await removeTicketImages(storage, images);
    throw error;
  }
}

/**
 * PUT /tickets/{id}: status, assignment (staff; to a supporter or an admin) and the caller's own
 * read flag (sellerRead for the seller, supporterRead for staff). Answers the ticket and the
 * spec's message for what changed.
 */
export async function updateTicket(
  db: Db,
  storage: FileStorage,
  actor: AuthUser,
  id: number,
  input: UpdateTicketInput,
): Promise<{ ticket: Ticket; message: string }> {
  const staff = isTicketStaff(actor);
  const given = Object.entries(input).filter(([, value]) => value !== undefined);
  if (given.length === 0) throw new AppError('BAD_REQUEST', ticketMessages.nothingToUpdate);
  if ((input.sellerRead !== undefined && staff) || (input.supporterRead !== undefined && !staff)) {
    throw new AppError('FORBIDDEN', ticketMessages.readFailed);
  }
  if (input.assignedUserId !== undefined && !staff) {
    throw new AppError('FORBIDDEN', ticketMessages.assignFailed);
  }
  if (input.status !== undefined && !staff && !SELLER_STATUSES.includes(input.status)) {
    throw new AppError('FORBIDDEN', ticketMessages.sellerStatus);
  }
  return withTransaction(db, async (tx) => {
    const ticket = await lockOwnTicket(tx, actor, id);
    const now = new Date();
    const changes: Parameters<typeof updateTicketRecord>[2] = {};
    if (input.sellerRead !== undefined) changes.sellerRead = input.sellerRead;
    if (input.supporterRead !== undefined) changes.supporterRead = input.supporterRead;
    if (input.status !== undefined) Object.assign(changes, statusChange(ticket, input.status, now));
    let newAssignee: number | null = null;
    if (input.assignedUserId !== undefined) {
      if (input.assignedUserId !== null) {
        const user = await findUserForTicket(tx, input.assignedUserId);
        if (user?.status !== 'active' || !STAFF_ROLES.includes(user.role as Role)) {
          throw new AppError('BAD_REQUEST', ticketMessages.assigneeInvalid);
        }
        if (ticket.assignedUserId !== user.id) newAssignee = user.id;
      }
      changes.assignedUserId = input.assignedUserId;
    }
    const updated = await updateTicketRecord(tx, id, changes);
    if (newAssignee !== null && newAssignee !== actor.id) {
      await notify(tx, {
        userIds: [newAssignee],
        type: 'ticket',
        message: notificationText('ticketAssigned', { id: updated.id, title: updated.title }),
        meta: ticketMeta(updated),
      });
    }
    const message =
      input.assignedUserId !== undefined ? ticketMessages.assigned : ticketMessages.updated;
    return { ticket: await readTicket(tx, storage, actor, id), message };
  });
}

export async function listTicketAssignees(db: DbOrTx) {
  return { rows: await findAssignees(db) };
}
