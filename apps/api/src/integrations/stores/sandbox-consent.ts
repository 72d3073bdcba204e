/**
 * A built-in sandbox platform's consent: the seller's browser goes to the app's own page
 * (`/store/sandbox-connect?platform=…&…`, labelled Sandbox) instead of the platform's, with the
 * query the platform's consent page would have received; allowing it answers the platform's
 * redirect back (code and state), as the sandbox platform signs it.
 */
export const SANDBOX_CONNECT_PATH = '/store/sandbox-connect';

/** The sandbox page's address for a consent URL the adapter built against the sandbox's origin. */
export function sandboxConsentUrl(
  platform: string,
  consentUrl: string,
  hints: Record<string, string> = {},
) {
  const query = new URL(consentUrl).searchParams;
  query.set('platform', platform);
  for (const [key, value] of Object.entries(hints)) if (value) query.set(key, value);
  return `${SANDBOX_CONNECT_PATH}?${query.toString()}`;
}

/** The redirect back as a path when it is on the app's own origin (the browser stays on it). */
export function localRedirect(redirectUrl: string, publicUrl: string) {
  const url = new URL(redirectUrl, publicUrl);
  return url.origin === new URL(publicUrl).origin ? `${url.pathname}${url.search}` : url.toString();
}
