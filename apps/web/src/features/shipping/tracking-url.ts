/**
 * A tracking page address safe to put in a link: only http(s) addresses, so a carrier's odd value
 * (or a `javascript:` one) never becomes a clickable script.
 */
export function safeTrackingHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The API answers file links as '/api/…'; the API client adds that prefix itself. */
export function apiPathOf(url: string, base = '/api'): string {
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

/** The file name a label's PDF is saved under: 'label-1042-TRACK123.pdf'. */
export function labelFileName(orderId: number, trackingNumber: string): string {
  const safe = trackingNumber.replace(/[^A-Za-z0-9-]/g, '').slice(0, 64);
  return safe ? `label-${orderId}-${safe}.pdf` : `label-${orderId}.pdf`;
}
