export type ReferralPageQuery = { page: number; limit: number };

export const referralsKeys = {
  all: ['referrals'] as const,
  lists: () => [...referralsKeys.all, 'list'] as const,
  list: (query: ReferralPageQuery) => [...referralsKeys.lists(), query] as const,
  histories: () => [...referralsKeys.all, 'history'] as const,
  history: (query: ReferralPageQuery) => [...referralsKeys.histories(), query] as const,
  sellers: (email: string) => [...referralsKeys.all, 'sellers', email] as const,
};
