import type { AuditQuery, ListUsersQuery, Role } from '@stitchworks/shared';

export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: Partial<ListUsersQuery>) => [...usersKeys.lists(), query] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
  permissions: (id: number) => [...usersKeys.detail(id), 'permissions'] as const,
  discounts: (id: number) => [...usersKeys.detail(id), 'discounts'] as const,
  twoFactor: (id: number) => [...usersKeys.detail(id), 'two-factor'] as const,
  history: (id: number, query: Partial<AuditQuery>) =>
    [...usersKeys.detail(id), 'history', query] as const,
  catalogue: (role: Role) => [...usersKeys.all, 'permission-catalogue', role] as const,
};
