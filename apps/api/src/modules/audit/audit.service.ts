import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditEntry = {
  actorId: number | null;
  /** verb.noun, e.g. 'user.update', 'discount.create'. */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'tokenHash', 'keyHash']);

function withoutSecrets(values: Record<string, unknown> | null | undefined) {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/** Keeps only the fields that changed, so the history reads as what was done. */
function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  if (!before || !after) return { before, after };
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (values: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));
  return { before: pick(before), after: pick(after) };
}

/** Records a staff change. Call it with the transaction that makes the change. */
export async function audit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(
    withoutSecrets(entry.before),
    withoutSecrets(entry.after),
  );
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: before ? JSON.parse(JSON.stringify(before)) : null,
    after: after ? JSON.parse(JSON.stringify(after)) : null,
  });
}
