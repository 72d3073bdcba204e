import type { Role } from './roles.ts';

/**
 * What an admin can grant a user beyond their role, through the permission dialog. Ids are stored
 * on the user and never reused; id 1 is the shop-platform (TikTok Shop) order option (spec 02 §5).
 * Admins hold every permission without a grant. `key` names the label in the web's translations.
 */
export const permissionCatalogue = [
  {
    id: 1,
    key: 'tiktokShopOrders',
    name: 'Create TikTok Shop orders',
    roles: ['seller'],
  },
  {
    id: 2,
    key: 'refundOrders',
    name: 'Cancel and refund orders',
    roles: ['supporter', 'manager'],
  },
  {
    id: 3,
    key: 'approveTransactions',
    name: 'Approve transactions and withdrawals',
    roles: ['supporter', 'manager'],
  },
  {
    id: 4,
    key: 'manageInventory',
    name: 'Manage inventory and stock warnings',
    roles: ['manager', 'inventory_manager'],
  },
  {
    id: 5,
    key: 'changeOrderFactory',
    name: 'Move orders between factories',
    roles: ['supporter', 'manager'],
  },
  {
    id: 6,
    key: 'updateProductionStatus',
    name: 'Update production status',
    roles: ['manager', 'producer', 'packer'],
  },
  {
    id: 7,
    key: 'buyShippingLabels',
    name: 'Buy and rebuy shipping labels',
    roles: ['supporter', 'manager', 'packer'],
  },
  {
    id: 8,
    key: 'exportOrders',
    name: 'Export orders',
    roles: ['supporter', 'manager'],
  },
  {
    id: 9,
    key: 'assignDesigns',
    name: 'Assign embroidery designs',
    roles: ['manager', 'designer', 'design_manager'],
  },
] as const satisfies readonly {
  id: number;
  key: string;
  name: string;
  roles: readonly Role[];
}[];

export type Permission = (typeof permissionCatalogue)[number];
export type PermissionKey = Permission['key'];

/** Permission ids by name, for the modules that check them: `permissions.tiktokShopOrders`. */
export const permissions = Object.fromEntries(
  permissionCatalogue.map((permission) => [permission.key, permission.id]),
) as { [K in PermissionKey]: Extract<Permission, { key: K }>['id'] };

export const permissionIdList = permissionCatalogue.map((permission) => permission.id);

/** The permissions an admin may grant to a user of this role (none for admins: they hold all). */
export function permissionsForRole(role: Role): Permission[] {
  return permissionCatalogue.filter((permission) =>
    (permission.roles as readonly Role[]).includes(role),
  );
}

/** Whether the user may do what the permission allows; admins always may. */
export function hasPermission(
  user: { role: Role; permissionIds: readonly number[] },
  permissionId: number,
): boolean {
  return user.role === 'admin' || user.permissionIds.includes(permissionId);
}
