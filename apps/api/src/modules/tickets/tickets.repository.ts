import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  orders,
  ticketCannedReplies,
  ticketMessageRecords,
  tickets,
  users,
} from '../../db/schema/index.ts';

export type TicketRecord = typeof tickets.$inferSelect;
export type TicketMessageRecord = typeof ticketMessageRecords.$inferSelect;
export type CannedReplyRecord = typeof ticketCannedReplies.$inferSelect;

const seller = alias(users, 'ticket_seller');
const assignee = alias(users, 'ticket_assignee');

export type TicketFilter = {
  /** Only this seller's tickets (a seller asking). */
  userId?: number | undefined;
  status?: string | undefined;
  topic?: string | undefined;
  isAssigned?: boolean | undefined;
  keyword?: string | undefined;
};

function whereOf(filter: TicketFilter): SQL | undefined {
  const keyword = filter.keyword?.replace(/^#/, '').trim();
  const keywordId = keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : undefined;
  return and(
    filter.userId !== undefined ? eq(tickets.userId, filter.userId) : undefined,
    filter.status ? eq(tickets.status, filter.status) : undefined,
    filter.topic ? eq(tickets.topic, filter.topic) : undefined,
    filter.isAssigned === true ? isNotNull(tickets.assignedUserId) : undefined,
    filter.isAssigned === false ? isNull(tickets.assignedUserId) : undefined,
    keyword
      ? or(
          ilike(tickets.title, containsPattern(keyword)),
          ilike(tickets.message, containsPattern(keyword)),
          ilike(seller.email, containsPattern(keyword)),
          ilike(seller.name, containsPattern(keyword)),
          keywordId !== undefined ? eq(tickets.id, keywordId) : undefined,
          keywordId !== undefined ? eq(tickets.orderId, keywordId) : undefined,
        )
      : undefined,
  );
}

const listColumns = {
  ticket: tickets,
  sellerName: seller.name,
  sellerEmail: seller.email,
  sellerRole: seller.role,
  assigneeName: assignee.name,
  assigneeRole: assignee.role,
  sellerOrderId: orders.sellerOrderId,
};
export type TicketView = {
  ticket: TicketRecord;
  sellerName: string;
  sellerEmail: string;
  sellerRole: string;
  assigneeName: string | null;
  assigneeRole: string | null;
  sellerOrderId: string | null;
};

function viewQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(tickets)
    .innerJoin(seller, eq(seller.id, tickets.userId))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedUserId))
    .leftJoin(orders, eq(orders.id, tickets.orderId));
}

/** A page of tickets, the latest conversation first, with how many match. */
export async function listTicketViews(
  db: DbOrTx,
  filter: TicketFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: (TicketView & { messageCount: number })[]; count: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select({
      ...listColumns,
      messageCount: sql<number>`(select count(*)::int from ${ticketMessageRecords} m where m.ticket_id = ${tickets.id} and (${filter.userId === undefined}::boolean or not m.internal))`,
    })
    .from(tickets)
    .innerJoin(seller, eq(seller.id, tickets.userId))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedUserId))
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .where(where)
    .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(tickets)
    .innerJoin(seller, eq(seller.id, tickets.userId))
    .where(where);
  return { rows, count: total?.value ?? 0 };
}

export async function countTickets(db: DbOrTx, userId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(tickets)
    .where(userId !== undefined ? eq(tickets.userId, userId) : undefined);
  return row?.value ?? 0;
}

export async function findTicketView(db: DbOrTx, id: number): Promise<TicketView | undefined> {
  const [row] = await viewQuery(db).where(eq(tickets.id, id));
  return row;
}

/** The ticket's row, locked until the transaction ends: its changes run one after the other. */
export async function lockTicket(db: DbOrTx, id: number): Promise<TicketRecord | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row;
}

export async function insertTicket(db: DbOrTx, values: typeof tickets.$inferInsert) {
  const [row] = await db.insert(tickets).values(values).returning();
  return row!;
}

export async function updateTicketRecord(
  db: DbOrTx,
  id: number,
  values: Partial<typeof tickets.$inferInsert>,
): Promise<TicketRecord> {
  const [row] = await db
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tickets.id, id))
    .returning();
  return row!;
}

export async function insertTicketMessage(
  db: DbOrTx,
  values: typeof ticketMessageRecords.$inferInsert,
): Promise<TicketMessageRecord> {
  const [row] = await db.insert(ticketMessageRecords).values(values).returning();
  return row!;
}

export type TicketMessageView = {
  message: TicketMessageRecord;
  userName: string | null;
  userRole: string | null;
};

/** The conversation, oldest first; internal notes only when asked for. */
export async function findTicketMessages(
  db: DbOrTx,
  ticketId: number,
  withInternal: boolean,
): Promise<TicketMessageView[]> {
  return db
    .select({ message: ticketMessageRecords, userName: users.name, userRole: users.role })
    .from(ticketMessageRecords)
    .leftJoin(users, eq(users.id, ticketMessageRecords.userId))
    .where(
      and(
        eq(ticketMessageRecords.ticketId, ticketId),
        withInternal ? undefined : eq(ticketMessageRecords.internal, false),
      ),
    )
    .orderBy(asc(ticketMessageRecords.id));
}

export async function findUserForTicket(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The order when it is this seller's; another seller's order reads as missing. */
export async function findSellerOrder(db: DbOrTx, userId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, sellerOrderId: orders.sellerOrderId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/** Active supporters and admins: who a ticket can be assigned to. */
export async function findAssignees(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ['supporter', 'admin']), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}

export async function listCannedReplies(db: DbOrTx): Promise<CannedReplyRecord[]> {
  return db
    .select()
    .from(ticketCannedReplies)
    .orderBy(asc(ticketCannedReplies.title), asc(ticketCannedReplies.id));
}

export async function insertCannedReply(
  db: DbOrTx,
  values: typeof ticketCannedReplies.$inferInsert,
): Promise<CannedReplyRecord> {
  const [row] = await db.insert(ticketCannedReplies).values(values).returning();
  return row!;
}

export async function updateCannedReply(
  db: DbOrTx,
  id: number,
  values: { title: string; body: string },
): Promise<CannedReplyRecord | undefined> {
  const [row] = await db
    .update(ticketCannedReplies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ticketCannedReplies.id, id))
    .returning();
  return row;
}

export async function deleteCannedReply(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(ticketCannedReplies)
    .where(eq(ticketCannedReplies.id, id))
    .returning({ id: ticketCannedReplies.id });
  return rows.length > 0;
}

export type ReportFilter = {
  from?: Date | undefined;
  to?: Date | undefined;
  topic?: string | undefined;
};

function reportWhere(filter: ReportFilter): SQL | undefined {
  return and(
    filter.from ? sql`${tickets.createdAt} >= ${filter.from.toISOString()}` : undefined,
    filter.to ? sql`${tickets.createdAt} <= ${filter.to.toISOString()}` : undefined,
    filter.topic ? eq(tickets.topic, filter.topic) : undefined,
  );
}

const firstResponseSeconds = sql<
  number | null
>`extract(epoch from (${tickets.firstResponseAt} - ${tickets.createdAt}))::float8`;
const resolutionSeconds = sql<
  number | null
>`case when ${tickets.status} = 'closed' then extract(epoch from (${tickets.closedAt} - ${tickets.createdAt}))::float8 end`;

/** Counts and average times per topic of the tickets opened in the range. */
export async function ticketTimesByTopic(db: DbOrTx, filter: ReportFilter) {
  return db
    .select({
      topic: tickets.topic,
      count: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${tickets.status} = 'open'))::int`,
      answered: sql<number>`(count(*) filter (where ${tickets.status} = 'answered'))::int`,
      closed: sql<number>`(count(*) filter (where ${tickets.status} = 'closed'))::int`,
      firstResponseSum: sql<number | null>`sum(${firstResponseSeconds})::float8`,
      firstResponseCount: sql<number>`count(${tickets.firstResponseAt})::int`,
      resolutionSum: sql<number | null>`sum(${resolutionSeconds})::float8`,
    })
    .from(tickets)
    .where(reportWhere(filter))
    .groupBy(tickets.topic)
    .orderBy(asc(tickets.topic));
}

/** A page of the range's tickets with their own times, newest first. */
export async function ticketTimeRows(
  db: DbOrTx,
  filter: ReportFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: tickets.id,
      title: tickets.title,
      topic: tickets.topic,
      status: tickets.status,
      userName: users.name,
      createdAt: tickets.createdAt,
      firstResponseSeconds,
      resolutionSeconds,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(reportWhere(filter))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(page.limit)
    .offset(page.offset);
}
