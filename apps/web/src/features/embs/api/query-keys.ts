import type { DesignCostQuery, EmbListQuery } from '@stitchworks/shared';

/**
 * Query keys of digitizing. Every job mutation invalidates `all` (lists, counts, details and the
 * designers' open job counts move together); the cost report and tiers sit under their own root.
 */
export const embsKeys = {
  all: ['embs'] as const,
  lists: () => [...embsKeys.all, 'list'] as const,
  list: (query: EmbListQuery) => [...embsKeys.lists(), query] as const,
  details: () => [...embsKeys.all, 'detail'] as const,
  detail: (id: number) => [...embsKeys.details(), id] as const,
  designers: () => [...embsKeys.all, 'designers'] as const,
  /** Keyed by the file's URL, which changes with each upload. */
  preview: (url: string) => [...embsKeys.all, 'preview', url] as const,
  costs: () => ['design-costs'] as const,
  costList: (query: DesignCostQuery) => [...embsKeys.costs(), 'list', query] as const,
  tiers: () => [...embsKeys.costs(), 'tiers'] as const,
};
