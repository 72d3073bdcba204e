import { API_BASE_URL } from './api-client';

/** The API answers file links as '/api/…'; the client adds that prefix itself. */
export function apiPathOf(url: string): string {
  return url.startsWith(`${API_BASE_URL}/`) ? url.slice(API_BASE_URL.length) : url;
}
