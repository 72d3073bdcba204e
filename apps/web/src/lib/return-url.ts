/**
 * Where to go after signing in. Only a path of this app is accepted, so a crafted link cannot send
 * a user elsewhere ('//evil.example' and absolute URLs are refused).
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return fallback;
  }
  if (value.startsWith('/\\')) return fallback;
  // Going back to the sign-in pages after signing in would loop.
  if (/^\/(login|register|forgot-password)(\/|\?|#|$)/.test(value)) return fallback;
  return value;
}
