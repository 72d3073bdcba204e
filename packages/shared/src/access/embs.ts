import type { RouteAccess } from '../access-types.ts';

/** Who runs digitizing: they open, assign, accept and reject jobs. */
const reviewers = ['admin', 'manager', 'design_manager'] as const;

/**
 * Digitizing jobs (`/embs`, spec 03 §7) and design costs. A designer sees and uploads only the
 * jobs assigned to them; a seller approves the stitch-outs of their own designs.
 */
export const embsAccess = {
  'GET /embs': [...reviewers, 'designer'],
  'GET /embs/designers': reviewers,
  'GET /embs/:id': [...reviewers, 'designer'],
  'GET /embs/:id/file': [...reviewers, 'designer', 'producer', 'seller'],
  'GET /embs/:id/preview.svg': [
    ...reviewers,
    'designer',
    'producer',
    'packer',
    'seller',
    'supporter',
  ],
  'POST /embs': reviewers,
  'PUT /embs/:id': reviewers,
  'POST /embs/:id/upload': [...reviewers, 'designer'],
  'POST /embs/:id/assign': reviewers,
  'POST /embs/:id/accept': reviewers,
  'POST /embs/:id/reject': reviewers,
  'POST /embs/:id/approve': ['seller'],
  'POST /embs/:id/decline': ['seller'],
  'DELETE /embs/:id': reviewers,
  'GET /design_costs': ['admin', 'manager'],
  'GET /design_costs/tiers': ['admin', 'manager', 'design_manager'],
  'PUT /design_costs/tiers': ['admin', 'manager'],
} as const satisfies Record<string, RouteAccess>;
