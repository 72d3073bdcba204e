import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSeller } from '../../../test/factories/users.ts';
import {
  decodeQuotedPrintable,
  type LocalSmtp,
  startSmtpServer,
} from '../../../test/servers/smtp.ts';

const waitFor = async <T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error('No mail arrived');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('mail through a real SMTP server (smtp-server)', () => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      smtpUrl: smtp.url,
      mailFrom: 'Stitchworks <no-reply@stitchworks.test>',
      publicUrl: 'https://portal.example.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the activation mail to the new seller alone, its name quoted safely', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Win a prize at win.example/now',
        email: 'rosa.smtp@example.test',
        password: 'stitch-2026',
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitFor(() =>
      smtp.received.find((item) => item.to.includes('rosa.smtp@example.test')),
    );
    expect(mail.to).toEqual(['rosa.smtp@example.test']);
    expect(mail.from).toBe('no-reply@stitchworks.test');
    expect(mail.raw).toMatch(/^Subject: Activate your Stitchworks account\r?$/m);
    expect(mail.raw).toMatch(/^From: Stitchworks <no-reply@stitchworks\.test>\r?$/m);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Hello Win a prize at win[.]example/now,');
    expect(text).not.toContain('win.example');
    expect(text).toMatch(/https:\/\/portal\.example\.test\/activate\?token=[\w-]+/);
  });

  it('sends the password reset link', async () => {
    const seller = await createSeller(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password',
      payload: { email: seller.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(() => smtp.received.find((item) => item.to.includes(seller.email)));
    expect(mail.raw).toMatch(/^Subject: Reset your Stitchworks password\r?$/m);
    expect(decodeQuotedPrintable(mail.raw)).toMatch(
      /https:\/\/portal\.example\.test\/login\?resetToken=[\w-]+/,
    );
  });
});
