import type { AnnouncementAudience, AnnouncementKind } from '@stitchworks/shared';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements } from '../../db/schema/inventory.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

export async function findAnnouncements(
  db: DbOrTx,
  filter: {
    kind?: AnnouncementKind;
    audiences: readonly AnnouncementAudience[];
    publishedBefore: Date | null;
    limit: number;
  },
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        filter.kind ? eq(announcements.kind, filter.kind) : undefined,
        inArray(announcements.audience, [...filter.audiences]),
        filter.publishedBefore ? lte(announcements.publishedAt, filter.publishedBefore) : undefined,
      ),
    )
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(filter.limit);
}

export async function insertAnnouncement(db: DbOrTx, values: typeof announcements.$inferInsert) {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(
  db: DbOrTx,
  id: number,
  values: Partial<typeof announcements.$inferInsert>,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(announcements)
    .set(values)
    .where(eq(announcements.id, id))
    .returning();
  return row;
}

export async function deleteAnnouncement(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return rows.length > 0;
}
