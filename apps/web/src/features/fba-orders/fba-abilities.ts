import { apiAccess, isAllowed, pages, type Role } from '@stitchworks/shared';

/** What a role may do with FBA orders, read from the access tables the API enforces. */
export function fbaAbilities(role: Role) {
  return {
    /** The label sheet (and the order page's FBA card): admin, seller, manager, packer. */
    printLabels: isAllowed(apiAccess['GET /fba-orders/:id/labels'], role),
    /** The FBA pages (spec 01 §6: admin, seller). */
    openFba: isAllowed(pages.fbaOrderDetail.access, role),
  };
}
