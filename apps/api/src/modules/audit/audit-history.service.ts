import type { AuditList, AuditQuery } from '@stitchworks/shared';
import type { DbOrTx } from '../../db/client.ts';
import { listAuditEntries } from './audit.repository.ts';

/** A page of the audit trail. Kept apart from audit.service.ts, which only writes entries. */
export async function listAuditHistory(db: DbOrTx, query: AuditQuery): Promise<AuditList> {
  const { rows, count } = await listAuditEntries(db, query);
  return {
    rows: rows.map(({ entry, actorId, actorName, actorEmail }) => ({
      id: entry.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.createdAt.toISOString(),
      actor:
        actorId !== null && actorName !== null && actorEmail !== null
          ? { id: actorId, name: actorName, email: actorEmail }
          : null,
    })),
    count,
    totalPage: Math.ceil(count / query.limit),
  };
}
