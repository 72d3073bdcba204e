import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorizeUrl, popupSizes, readProviderAnswer } from './sso-popup';

beforeEach(() => {
  vi.stubGlobal('window', { location: { origin: 'https://app.example' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authorizeUrl', () => {
  it("asks Google for an ID token, back to the app's sign-in page", () => {
    const url = new URL(authorizeUrl('google', 'client-1.apps.googleusercontent.com', 'state-1'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1.apps.googleusercontent.com',
      redirect_uri: 'https://app.example/login',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 'state-1',
      nonce: 'state-1',
    });
  });

  it('asks Facebook for an access token with the e-mail scope', () => {
    const url = new URL(authorizeUrl('facebook', '12345', 'state-2'));
    expect(url.hostname).toBe('www.facebook.com');
    expect(url.pathname).toMatch(/\/dialog\/oauth$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: '12345',
      redirect_uri: 'https://app.example/login',
      response_type: 'token',
      state: 'state-2',
    });
    expect(url.searchParams.get('scope')).toContain('email');
  });

  it('uses the popup sizes of the spec', () => {
    expect(popupSizes.google).toEqual({ width: 452, height: 633 });
    expect(popupSizes.facebook).toEqual({ width: 580, height: 400 });
  });
});

describe('readProviderAnswer', () => {
  const base = 'https://app.example/login';

  it('reads the token from the fragment when the state matches', () => {
    expect(readProviderAnswer('google', `${base}#state=s&id_token=abc`, 's')).toEqual({
      token: 'abc',
    });
    expect(readProviderAnswer('facebook', `${base}#access_token=fb&state=s`, 's')).toEqual({
      token: 'fb',
    });
  });

  it('refuses an answer meant for another sign-in attempt', () => {
    expect(readProviderAnswer('google', `${base}#state=other&id_token=abc`, 's')).toEqual({
      error: 'state mismatch',
    });
  });

  it("reports the provider's refusal, and waits while nothing came back yet", () => {
    expect(
      readProviderAnswer('facebook', `${base}?error=access_denied&error_description=Denied`, 's'),
    ).toEqual({ error: 'Denied' });
    expect(readProviderAnswer('google', base, 's')).toBeUndefined();
  });
});
