import type { DesignListQuery, MockupInput } from '@stitchworks/shared';

export const designsKeys = {
  all: ['designs'] as const,
  lists: () => [...designsKeys.all, 'list'] as const,
  list: (query: DesignListQuery) => [...designsKeys.lists(), query] as const,
  mockup: (input: MockupInput) => [...designsKeys.all, 'mockup', input] as const,
};
