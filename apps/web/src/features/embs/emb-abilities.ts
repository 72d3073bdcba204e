import type { Role } from '@stitchworks/shared/enums/roles';
import type { Emb } from '@stitchworks/shared/schemas/embs';

/** Who runs digitizing (packages/shared access/embs.ts): assign, accept, reject, delete, note. */
const reviewerRoles: readonly Role[] = ['admin', 'manager', 'design_manager'];

export function isEmbReviewer(role: Role): boolean {
  return reviewerRoles.includes(role);
}

export type EmbAction = 'assign' | 'upload' | 'accept' | 'reject' | 'note' | 'download' | 'delete';

/**
 * What a role may do to a job in its present state, as the server decides it: assigning until it
 * is accepted, uploading while assigned or uploaded (a designer only their own), accepting or
 * rejecting an uploaded file, deleting anything not accepted.
 */
export function embActionsOf(
  emb: Pick<Emb, 'status' | 'fileUrl' | 'designer'>,
  user: { id: number; role: Role },
): EmbAction[] {
  const reviewer = isEmbReviewer(user.role);
  const designer = user.role === 'designer' && emb.designer?.id === user.id;
  const actions: EmbAction[] = [];
  if (reviewer && emb.status !== 'accepted') actions.push('assign');
  if ((reviewer || designer) && (emb.status === 'assigned' || emb.status === 'uploaded')) {
    actions.push('upload');
  }
  if (reviewer && emb.status === 'uploaded') actions.push('accept', 'reject');
  if (reviewer) actions.push('note');
  if (emb.fileUrl && (reviewer || designer)) actions.push('download');
  if (reviewer && emb.status !== 'accepted') actions.push('delete');
  return actions;
}
