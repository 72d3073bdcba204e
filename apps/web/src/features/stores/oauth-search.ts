/** What Etsy's and Amazon's consent sends the browser back with (`/store/{platform}-return`). */
export type OAuthReturnSearch = Record<string, string | undefined>;

/** The query keys each platform's return may carry; anything else is dropped. */
const RETURN_KEYS = [
  'code',
  'state',
  'error',
  'error_description',
  'selling_partner_id',
  'spapi_oauth_code',
  'mws_auth_token',
] as const;

/** The consent query the sandbox consent page is opened with (Etsy's or Seller Central's). */
const CONSENT_KEYS = [
  'platform',
  'response_type',
  'client_id',
  'application_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'selling_partner_id',
  'version',
] as const;

const text = (value: unknown, max: number) =>
  (typeof value === 'string' || typeof value === 'number') && String(value).trim()
    ? String(value).trim().slice(0, max)
    : undefined;

function pick(search: Record<string, unknown>, keys: readonly string[]) {
  const result: OAuthReturnSearch = {};
  for (const key of keys) {
    const value = text(search[key], 2048);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

export const validateOAuthReturnSearch = (search: Record<string, unknown>) =>
  pick(search, RETURN_KEYS);
export const validateSandboxConsentSearch = (search: Record<string, unknown>) =>
  pick(search, CONSENT_KEYS);

/** The defined values only, for the API. */
export function paramsOf(search: OAuthReturnSearch): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Which sandbox platform a consent query is for. */
export function consentPlatformOf(search: OAuthReturnSearch): 'etsy' | 'amazon' | null {
  if (search.platform === 'etsy' || search.platform === 'self_app_etsy') return 'etsy';
  if (search.platform === 'amazon_seller_central') return 'amazon';
  return null;
}
