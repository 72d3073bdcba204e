import type {
  Announcement,
  AnnouncementAudience,
  announcementInputSchema,
  announcementListQuerySchema,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import {
  type AnnouncementRow,
  deleteAnnouncement,
  findAnnouncements,
  insertAnnouncement,
  updateAnnouncement,
} from './announcements.repository.ts';

type ListQuery = z.output<typeof announcementListQuerySchema>;
type Input = z.output<typeof announcementInputSchema>;

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    audience: row.audience,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Sellers read what is for everyone or for sellers; staff what is for everyone or for staff. */
export function audiencesOf(user: Pick<AuthUser, 'role'>): AnnouncementAudience[] {
  if (user.role === 'admin') return ['all', 'sellers', 'staff'];
  return user.role === 'seller' ? ['all', 'sellers'] : ['all', 'staff'];
}

/**
 * GET /announcements: newest first. Admins see every audience (or the one asked for) and posts
 * scheduled for later; everyone else only what is published and meant for them.
 */
export async function listAnnouncements(
  db: Db,
  user: AuthUser,
  query: ListQuery,
): Promise<Announcement[]> {
  const own = audiencesOf(user);
  const audiences = query.audience ? own.filter((a) => a === query.audience) : own;
  if (audiences.length === 0) return [];
  const rows = await findAnnouncements(db, {
    kind: query.kind,
    audiences,
    publishedBefore: user.role === 'admin' ? null : new Date(),
    limit: query.limit,
  });
  return rows.map(toAnnouncement);
}

const valuesOf = (input: Input) => ({
  kind: input.kind,
  title: input.title,
  body: input.body,
  audience: input.audience,
  ...(input.publishedAt === undefined ? {} : { publishedAt: new Date(input.publishedAt * 1000) }),
});

export async function createAnnouncement(
  db: Db,
  user: AuthUser,
  input: Input,
): Promise<Announcement> {
  const row = await insertAnnouncement(db, { ...valuesOf(input), createdById: user.id });
  return toAnnouncement(row);
}

export async function editAnnouncement(db: Db, id: number, input: Input): Promise<Announcement> {
  const row = await updateAnnouncement(db, id, valuesOf(input));
  if (!row) throw new AppError('NOT_FOUND');
  return toAnnouncement(row);
}

export async function removeAnnouncement(db: Db, id: number): Promise<void> {
  if (!(await deleteAnnouncement(db, id))) throw new AppError('NOT_FOUND');
}
