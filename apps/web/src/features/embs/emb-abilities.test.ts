import { describe, expect, it } from 'vitest';
import { embActionsOf } from './emb-abilities';

const job = (status: 'todo' | 'assigned' | 'uploaded' | 'accepted', designerId?: number) => ({
  status,
  designer: designerId ? { id: designerId, name: 'Dana' } : null,
  fileUrl: status === 'uploaded' || status === 'accepted' ? '/api/embs/1/file' : null,
});

describe('embActionsOf', () => {
  const reviewer = { id: 1, role: 'design_manager' as const };
  const designer = { id: 9, role: 'designer' as const };

  it('lets a reviewer assign and delete a new job, not review it', () => {
    expect(embActionsOf(job('todo'), reviewer)).toEqual(['assign', 'note', 'delete']);
  });

  it('lets a reviewer accept or reject an uploaded file', () => {
    expect(embActionsOf(job('uploaded', 9), reviewer)).toEqual([
      'assign',
      'upload',
      'accept',
      'reject',
      'note',
      'download',
      'delete',
    ]);
  });

  it('keeps an accepted job from being reassigned or deleted', () => {
    expect(embActionsOf(job('accepted', 9), { id: 2, role: 'admin' })).toEqual([
      'note',
      'download',
    ]);
  });

  it('lets a designer upload and download on their own job only', () => {
    expect(embActionsOf(job('assigned', 9), designer)).toEqual(['upload']);
    expect(embActionsOf(job('uploaded', 9), designer)).toEqual(['upload', 'download']);
    expect(embActionsOf(job('uploaded', 10), designer)).toEqual([]);
    expect(embActionsOf(job('accepted', 9), designer)).toEqual(['download']);
  });
});
