export const catalogKeys = {
  all: ['catalog'] as const,
  bootstrap: () => [...catalogKeys.all, 'bootstrap'] as const,
  adminList: () => [...catalogKeys.all, 'admin-list'] as const,
  adminDetail: (id: number) => [...catalogKeys.all, 'admin-detail', id] as const,
};
