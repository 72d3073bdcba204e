/** Who the provider says signed in. `email` is null when the provider shares none. */
export type SsoIdentity = {
  provider: SsoProviderName;
  subject: string;
  email: string | null;
  name: string;
};

export type SsoProviderName = 'google' | 'facebook';

/**
 * One adapter per provider: checks the token from the sign-in popup with the provider itself and
 * answers who it belongs to. A token that does not check out throws AppError('SSO_FAILED'); a
 * provider that cannot be reached throws AppError('SERVICE_UNAVAILABLE').
 */
export type SsoProvider = {
  name: SsoProviderName;
  verify: (token: string) => Promise<SsoIdentity>;
};

/** Provider calls give up after this long, so a hung provider does not hold the request. */
export const PROVIDER_TIMEOUT_MS = 10_000;
