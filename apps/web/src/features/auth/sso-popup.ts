export type SsoProvider = 'google' | 'facebook';

/** Popup sizes of spec 01 §9. */
export const popupSizes: Record<SsoProvider, { width: number; height: number }> = {
  google: { width: 452, height: 633 },
  facebook: { width: 580, height: 400 },
};

export class SsoCancelledError extends Error {
  override readonly name = 'SsoCancelledError';
}

export class SsoFailedError extends Error {
  override readonly name = 'SsoFailedError';
}

const POLL_MS = 250;

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider returns to the sign-in page of this app, which both consoles must list. */
export function ssoRedirectUri(origin = window.location.origin): string {
  return `${origin}/login`;
}

/** The provider's authorisation address for its standard implicit (popup) flow. */
export function authorizeUrl(provider: SsoProvider, clientId: string, state: string): string {
  const redirectUri = ssoRedirectUri();
  if (provider === 'google') {
    const params = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: state,
      state,
      prompt: 'select_account',
    });
    return `https://accounts.google.com/o/oauth2/v2/auth?${params}`;
  }
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'token',
    scope: 'email,public_profile',
    state,
    display: 'popup',
  });
  return `https://www.facebook.com/v19.0/dialog/oauth?${params}`;
}

/** Reads the provider's answer from the address the popup came back to. */
export function readProviderAnswer(
  provider: SsoProvider,
  href: string,
  expectedState: string,
): { token: string } | { error: string } | undefined {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, '') || url.search);
  if (!params.has('state') && !params.has('error')) return undefined;
  if (params.get('error'))
    return { error: params.get('error_description') ?? String(params.get('error')) };
  if (params.get('state') !== expectedState) return { error: 'state mismatch' };
  const token = params.get(provider === 'google' ? 'id_token' : 'access_token');
  return token ? { token } : { error: 'no token' };
}

/**
 * Opens the provider's sign-in in a centred popup and resolves with its token once the popup is
 * back on this app's origin (read by polling its address, the usual popup flow).
 */
export function signInWithPopup(provider: SsoProvider, clientId: string): Promise<string> {
  const state = randomState();
  const { width, height } = popupSizes[provider];
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    authorizeUrl(provider, clientId, state),
    `sw-sso-${provider}`,
    `width=${width},height=${height},left=${left},top=${top},resizable,scrollbars`,
  );
  if (!popup) return Promise.reject(new SsoFailedError('popup blocked'));

  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        reject(new SsoCancelledError('popup closed'));
        return;
      }
      let href: string;
      try {
        href = popup.location.href;
      } catch {
        return; // still on the provider's origin
      }
      if (!href || href === 'about:blank' || !href.startsWith(window.location.origin)) return;
      const answer = readProviderAnswer(provider, href, state);
      if (!answer) return;
      clearInterval(timer);
      popup.close();
      if ('token' in answer) resolve(answer.token);
      else reject(new SsoFailedError(answer.error));
    }, POLL_MS);
  });
}
