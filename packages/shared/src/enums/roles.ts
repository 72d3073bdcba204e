export const roles = [
  'admin',
  'seller',
  'supporter',
  'manager',
  'designer',
  'producer',
  'design_manager',
  'inventory_manager',
  'packer',
] as const;
export type Role = (typeof roles)[number];

export const staffRoles = roles.filter((role) => role !== 'seller') as readonly Role[];
