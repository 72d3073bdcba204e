import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { rateLimitMessage } from './rate-limit-message';

describe('the rate-limit message', () => {
  it('says the real wait when the server gives it, else the spec’s five minutes', async () => {
    await i18n.changeLanguage('en');
    expect(rateLimitMessage({ retryAfter: 840 })).toBe(
      'Rate limit exceeded, please try in 14 more minutes',
    );
    expect(rateLimitMessage({ retryAfter: 30 })).toBe(
      'Rate limit exceeded, please try in 1 more minute',
    );
    expect(rateLimitMessage(undefined)).toBe('Rate limit exceeded, please try in 5 more minutes');
    expect(rateLimitMessage({ retryAfter: 'soon' })).toBe(
      'Rate limit exceeded, please try in 5 more minutes',
    );
  });
});
