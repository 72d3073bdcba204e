import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePayoneer, startFakePayoneer } from '../../../test/fakes/payoneer.ts';
import { PayoneerAuthorizationError } from './payoneer.ts';
import { createPayoneerApi } from './payoneer-api.ts';
import { createSandboxPayoneer } from './payoneer-sandbox.ts';

describe('the Payoneer adapter against a local fake of its API', () => {
  let fake: FakePayoneer;
  beforeAll(async () => {
    fake = await startFakePayoneer();
  });
  afterAll(() => fake.close());

  const redirectUri = 'https://portal.example.test/payoneer-authorize';

  it('sends the seller to the consent page with our client, return page and state', () => {
    const url = new URL(
      createPayoneerApi(fake.config).authorizeUrl({ redirectUri, state: 'abc123XYZ' }),
    );
    expect(url.pathname).toBe('/api/v2/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.config.clientId,
      redirect_uri: redirectUri,
      scope: 'read write openid',
      response_type: 'code',
      state: 'abc123XYZ',
    });
  });

  it('exchanges a consent code for the tokens and the account id; a used code is refused', async () => {
    const payoneer = createPayoneerApi(fake.config);
    const code = fake.issueCode('4366181865');
    const authorization = await payoneer.exchangeCode({ code, redirectUri });
    expect(authorization).toMatchObject({
      accountId: '4366181865',
      refreshToken: expect.any(String),
    });
    expect(authorization.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    await expect(payoneer.exchangeCode({ code, redirectUri })).rejects.toBeInstanceOf(
      PayoneerAuthorizationError,
    );
    const wrongClient = createPayoneerApi({ ...fake.config, clientSecret: 'nope' });
    await expect(
      wrongClient.exchangeCode({ code: fake.issueCode('1'), redirectUri }),
    ).rejects.toBeInstanceOf(PayoneerAuthorizationError);
  });

  it('debits the USD balance to our program once per reference, and commits it', async () => {
    const payoneer = createPayoneerApi(fake.config);
    fake.balances.set('5001', 10_000);
    const authorization = await payoneer.exchangeCode({
      code: fake.issueCode('5001'),
      redirectUri,
    });
    const input = {
      authorization,
      amountCents: 1234,
      reference: 'autopay-7-2026',
      description: 'Orders #1, #2',
    };
    const first = await payoneer.charge(input);
    expect(first).toMatchObject({ status: 'completed', paymentId: 'PAY-commit-1' });
    const debit = fake.debits.find((item) => item.accountId === '5001');
    expect(debit).toMatchObject({ balanceId: '5001-USD', committed: true });
    expect(debit?.body).toEqual({
      client_reference_id: 'autopay-7-2026',
      amount: 12.34,
      currency: 'USD',
      target_amount: true,
      description: 'Orders #1, #2',
      to: { type: 'partner', id: fake.config.programId },
    });
    expect(fake.balances.get('5001')).toBe(10_000 - 1234);
    // The same reference again: the same payment, nothing taken twice.
    expect(await payoneer.charge(input)).toMatchObject({
      status: 'completed',
      paymentId: 'PAY-commit-1',
    });
    expect(fake.balances.get('5001')).toBe(10_000 - 1234);
  });

  it('answers a refusal: not enough money, a confirmation the holder must give', async () => {
    const payoneer = createPayoneerApi(fake.config);
    fake.balances.set('5002', 500);
    const authorization = await payoneer.exchangeCode({
      code: fake.issueCode('5002'),
      redirectUri,
    });
    expect(
      await payoneer.charge({
        authorization,
        amountCents: 900,
        reference: 'r-poor',
        description: 'x',
      }),
    ).toMatchObject({ status: 'declined', reason: 'Insufficient balance' });
    fake.challengeNextCommit();
    expect(
      await payoneer.charge({
        authorization,
        amountCents: 100,
        reference: 'r-mfa',
        description: 'x',
      }),
    ).toMatchObject({
      status: 'declined',
      reason: 'Payoneer asks the account holder to confirm this payment',
    });
  });

  it('renews an expired token with the refresh token before charging', async () => {
    let clock = Date.now();
    const payoneer = createPayoneerApi(fake.config, { now: () => clock });
    fake.balances.set('5003', 5_000);
    const authorization = await payoneer.exchangeCode({
      code: fake.issueCode('5003'),
      redirectUri,
    });
    clock += 31 * 24 * 60 * 60_000;
    const charged = await payoneer.charge({
      authorization,
      amountCents: 100,
      reference: 'r-old',
      description: 'x',
    });
    expect(charged.status).toBe('completed');
    expect(charged.authorization.accessToken).not.toBe(authorization.accessToken);
  });

  it('revokes the token at Payoneer: it no longer works', async () => {
    const payoneer = createPayoneerApi(fake.config);
    fake.balances.set('5004', 5_000);
    const authorization = await payoneer.exchangeCode({
      code: fake.issueCode('5004'),
      redirectUri,
    });
    await payoneer.revoke(authorization);
    await expect(
      payoneer.charge({
        authorization,
        amountCents: 100,
        reference: 'r-revoked',
        description: 'x',
      }),
    ).rejects.toBeInstanceOf(PayoneerAuthorizationError);
  });
});

describe('the built-in sandbox', () => {
  it('consents on the app’s own page and always charges, once per reference', async () => {
    const sandbox = createSandboxPayoneer();
    const url = new URL(
      sandbox.authorizeUrl({
        redirectUri: 'http://127.0.0.1:3000/payoneer-authorize',
        state: 'stateXYZ1',
      }),
    );
    expect(url.pathname).toBe('/payoneer-authorize');
    expect(url.searchParams.get('sandbox')).toBe('1');
    const authorization = await sandbox.exchangeCode({
      code: url.searchParams.get('code') ?? '',
      redirectUri: '',
    });
    const first = await sandbox.charge({
      authorization,
      amountCents: 100,
      reference: 'r1',
      description: '',
    });
    const again = await sandbox.charge({
      authorization,
      amountCents: 100,
      reference: 'r1',
      description: '',
    });
    expect(first).toEqual(again);
    await expect(sandbox.exchangeCode({ code: 'forged', redirectUri: '' })).rejects.toBeInstanceOf(
      PayoneerAuthorizationError,
    );
  });
});
