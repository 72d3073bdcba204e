/** The open tab of /order/{id}, in the URL so a link can open the changelog directly. */
export const orderDetailTabs = ['items', 'emb', 'changelog'] as const;
export type OrderDetailTab = (typeof orderDetailTabs)[number];
export type OrderDetailSearch = { tab?: OrderDetailTab | undefined };

export function validateOrderDetailSearch(search: Record<string, unknown>): OrderDetailSearch {
  const tab = search.tab;
  return {
    tab:
      typeof tab === 'string' &&
      tab !== 'items' &&
      (orderDetailTabs as readonly string[]).includes(tab)
        ? (tab as OrderDetailTab)
        : undefined,
  };
}
