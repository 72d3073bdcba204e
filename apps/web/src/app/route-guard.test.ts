import { notifications } from '@mantine/notifications';
import type { SelfUser } from '@stitchworks/shared';
import { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserKeys } from '../lib/current-user';
import { guardShellPage } from './route-guard';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const seller: SelfUser = {
  id: 2,
  name: 'Liam Carter',
  email: 'seller@example.com',
  role: 'seller',
  status: 'active',
  passwordChanged: true,
  profileImg: null,
  meta: {},
  factories: [],
  permissions: [],
  invoiceInfo: null,
  autopayCredit: false,
  autopayPayoneer: false,
  autoPaymentHours: [],
  referralCode: null,
  backofficeCode: null,
  locale: 'en',
  dismissedBanners: [],
  createdAt: '2026-11-01T00:00:00.000Z',
};

let storage: Map<string, string>;

function input(path: string, queryClient: QueryClient, preload = false) {
  return {
    context: { loadQueryClient: async () => queryClient },
    location: { href: `${path}?tab=1`, pathname: path } as unknown as ParsedLocation,
    matches: [{ fullPath: '/' }, { fullPath: path }],
    preload,
  };
}

/** Where the guard sends the user, or 'stay' with the user it loaded. */
async function outcome(path: string, user: SelfUser | Error, preload = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user instanceof Error) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'UNAUTHORIZED', message: user.message } }, { status: 401 }),
      ),
    );
  } else {
    queryClient.setQueryData(currentUserKeys.self(), user);
  }
  try {
    const result = await guardShellPage(input(path, queryClient, preload));
    return result.denied ? { stay: result.user.email, denied: true } : { stay: result.user.email };
  } catch (thrown) {
    const options = (thrown as { options?: { to?: string; search?: unknown } }).options;
    if (!options) throw thrown;
    return { to: options.to, search: options.search };
  }
}

beforeEach(() => {
  storage = new Map([['sw.privateToken', 'token']]);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.mocked(notifications.show).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guardShellPage (spec 01 §4, in order)', () => {
  it('1. sends a visitor without a token to sign in, remembering the page', async () => {
    storage.clear();
    expect(await outcome('/profile', seller)).toEqual({
      to: '/login',
      search: { redirect: '/profile?tab=1' },
    });
  });

  it('1. treats a refused token like no token', async () => {
    expect(await outcome('/profile', new Error('Unauthorized'))).toMatchObject({ to: '/login' });
  });

  it('2. sends a user without a chosen password to the password setting page', async () => {
    const user = { ...seller, passwordChanged: false, status: 'inactive' as const };
    expect(await outcome('/profile', user)).toEqual({ to: '/password-setting', search: undefined });
  });

  it('3. sends an inactive user to the activation page', async () => {
    expect(await outcome('/profile', { ...seller, status: 'inactive' })).toMatchObject({
      to: '/activate',
    });
  });

  it("4. refuses a page the role may not open: 'Permission denied', inside the shell", async () => {
    // Signed in: the user stays (the shell shows its no-access page), never thrown to sign in.
    expect(await outcome('/dashboard', seller)).toEqual({
      stay: 'seller@example.com',
      denied: true,
    });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Permission denied' }),
    );
  });

  it('lets a signed-in user reach the not-found page inside the shell, a signed-out one the public one', async () => {
    expect(await outcome('/$', seller)).toEqual({ stay: 'seller@example.com' });
    // Signed out: the public not-found page (a notFound error), not the sign-in page.
    storage.clear();
    await expect(outcome('/$', seller)).rejects.toMatchObject({ isNotFound: true });
  });

  it('says nothing while only preloading a page on hover', async () => {
    expect(await outcome('/dashboard', seller, true)).toMatchObject({ denied: true });
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('lets the user in, with the user in the route context', async () => {
    expect(await outcome('/setting', seller)).toEqual({ stay: 'seller@example.com' });
    expect(await outcome('/', { ...seller, role: 'packer' })).toEqual({
      stay: 'seller@example.com',
    });
  });
});
