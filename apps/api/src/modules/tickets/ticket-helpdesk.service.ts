import {
  type CannedReply,
  type CannedReplyInput,
  type TicketReport,
  type TicketReportQuery,
  type TicketStatus,
  type TicketTopic,
  ticketMessages,
} from '@stitchworks/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  type CannedReplyRecord,
  deleteCannedReply,
  insertCannedReply,
  listCannedReplies,
  ticketTimeRows,
  ticketTimesByTopic,
  updateCannedReply,
} from './tickets.repository.ts';

const toCannedReply = (row: CannedReplyRecord): CannedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

/** The staff's canned replies, by title. */
export async function getCannedReplies(db: DbOrTx) {
  return { rows: (await listCannedReplies(db)).map(toCannedReply) };
}

export async function createCannedReply(db: DbOrTx, actor: AuthUser, input: CannedReplyInput) {
  return toCannedReply(await insertCannedReply(db, { ...input, createdById: actor.id }));
}

export async function editCannedReply(db: DbOrTx, id: number, input: CannedReplyInput) {
  const row = await updateCannedReply(db, id, input);
  if (!row) throw new AppError('NOT_FOUND', ticketMessages.cannedNotFound);
  return toCannedReply(row);
}

export async function removeCannedReply(db: DbOrTx, id: number) {
  if (!(await deleteCannedReply(db, id))) {
    throw new AppError('NOT_FOUND', ticketMessages.cannedNotFound);
  }
}

const average = (sum: number | null, count: number) =>
  sum === null || count === 0 ? null : Math.round(sum / count);

/**
 * First-response and resolution times of the tickets opened in the range: overall, per topic and
 * per ticket. First response is the first staff answer (not an internal note); resolution is the
 * time to closing, of closed tickets.
 */
export async function ticketReport(
  db: DbOrTx,
  query: TicketReportQuery & { page: number; limit: number },
): Promise<TicketReport> {
  const filter = {
    from: query.from !== undefined ? new Date(query.from * 1000) : undefined,
    to: query.to !== undefined ? new Date(query.to * 1000) : undefined,
    topic: query.topic,
  };
  const topics = await ticketTimesByTopic(db, filter);
  const sum = (pick: (row: (typeof topics)[number]) => number | null) =>
    topics.reduce<number | null>((total, row) => {
      const value = pick(row);
      return value === null ? total : (total ?? 0) + value;
    }, null);
  const count = topics.reduce((total, row) => total + row.count, 0);
  const closed = topics.reduce((total, row) => total + row.closed, 0);
  const responded = topics.reduce((total, row) => total + row.firstResponseCount, 0);
  const rows = await ticketTimeRows(db, filter, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    summary: {
      count,
      open: topics.reduce((total, row) => total + row.open, 0),
      answered: topics.reduce((total, row) => total + row.answered, 0),
      closed,
      avgFirstResponseSeconds: average(
        sum((row) => row.firstResponseSum),
        responded,
      ),
      avgResolutionSeconds: average(
        sum((row) => row.resolutionSum),
        closed,
      ),
    },
    byTopic: topics.map((row) => ({
      topic: row.topic as TicketTopic,
      count: row.count,
      closed: row.closed,
      avgFirstResponseSeconds: average(row.firstResponseSum, row.firstResponseCount),
      avgResolutionSeconds: average(row.resolutionSum, row.closed),
    })),
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      topic: row.topic as TicketTopic,
      status: row.status as TicketStatus,
      userName: row.userName,
      createdAt: row.createdAt.toISOString(),
      firstResponseSeconds:
        row.firstResponseSeconds === null ? null : Math.round(Number(row.firstResponseSeconds)),
      resolutionSeconds:
        row.resolutionSeconds === null ? null : Math.round(Number(row.resolutionSeconds)),
    })),
    count,
    totalPage: Math.ceil(count / query.limit),
  };
}
