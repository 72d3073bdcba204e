import { apiAccess, isAllowed, type Role } from '@stitchworks/shared';

/** What a role may do on the floor's screens: the API's own access table decides. */
export function productionAbilities(role: Role) {
  const may = (route: keyof typeof apiAccess) => isAllowed(apiAccess[route], role);
  return {
    scan: may('POST /order_items/:id/scans'),
    undo: may('POST /order_items/:id/scans/undo'),
    complete: may('PATCH /order_items/:id/complete'),
    editNote: may('POST /order_items/note'),
    addCost: may('POST /order_items/extra_cost') && may('POST /order_items/design_cost'),
    changeStatus: may('PUT /orders/:id/production_status'),
    printLabels: may('GET /orders/qr-labels'),
    approveStitchOut: may('POST /embs/:id/approve'),
    editEmb: may('POST /order_items/emb'),
  };
}
export type ProductionAbilities = ReturnType<typeof productionAbilities>;
