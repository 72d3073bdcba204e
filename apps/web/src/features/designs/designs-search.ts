/** /upload's library page in the URL (`/upload?page=2`). */
export type DesignsSearch = { page?: number | undefined };

export function validateDesignsSearch(search: Record<string, unknown>): DesignsSearch {
  const page = Number(search.page);
  return { page: Number.isInteger(page) && page > 1 ? page : undefined };
}
