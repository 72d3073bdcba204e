export const costListsKeys = {
  all: ['cost-lists'] as const,
  detail: (userId: number) => [...costListsKeys.all, userId] as const,
};
