/** The page of /referral and /referral-history, kept in the URL (`?page=2`). */
export type ReferralPageSearch = { page?: number | undefined };

export function validateReferralPageSearch(search: Record<string, unknown>): ReferralPageSearch {
  const page = Number(search.page);
  return { page: Number.isInteger(page) && page >= 2 && page <= 100_000 ? page : undefined };
}
