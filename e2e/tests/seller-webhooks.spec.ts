import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { mainMenu, signInViaApi } from '../fixtures/auth';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

test('a seller adds a webhook endpoint and sends a test event its receiver gets and verifies', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The seller's own receiver, on this machine.
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = 200;
      res.end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stitchworks/hooks`;

  try {
    await signInViaApi(page, 'seller', '/setting');
    // The settings page loads every section's code: give a busy machine time for the first load.
    await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 });
    const section = page.getByRole('region', { name: 'Webhooks', exact: true });
    await expect(section.getByText('You have no webhook endpoint yet.')).toBeVisible();

    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    // No event chosen: the form says so and nothing is sent.
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByLabel('Description').fill('Warehouse system');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText('Choose at least one event')).toBeVisible();
    await form.getByRole('checkbox', { name: /Order paid/ }).check();
    await form.getByRole('checkbox', { name: /Order shipped/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Webhook endpoint added')).toBeVisible();

    const shown = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = ((await shown.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();

    // Listed with its events and the start of its secret, never the secret itself.
    const row = section.getByRole('row', { name: /Warehouse system/ });
    await expect(row).toContainText(url);
    await expect(row).toContainText('2 events');
    await expect(row).toContainText(secret.slice(0, 10));
    await expect(row).toContainText('Active');
    await expect(section).not.toContainText(secret);

    await row.getByRole('button', { name: `Actions for ${url}` }).click();
    await page.getByRole('menuitem', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event delivered: your endpoint answered 200')).toBeVisible();

    // The receiver got one POST, signed so a Standard Webhooks library verifies it.
    expect(received).toHaveLength(1);
    const delivery = received[0]!;
    expect(delivery.path).toBe('/stitchworks/hooks');
    const payload = new Webhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { id: string; type: string; data: { description: string } };
    expect(payload.type).toBe('webhook.test');
    expect(payload.id).toBe(delivery.headers['webhook-id']);

    // The delivery log shows it delivered, with the body sent.
    await row.getByRole('button', { name: `Actions for ${url}` }).click();
    await page.getByRole('menuitem', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${url}` });
    const logRow = log.getByRole('row', { name: /webhook\.test/ });
    await expect(logRow).toContainText('Delivered');
    await expect(logRow).toContainText('200');
    await logRow.getByRole('button', { name: 'Show body' }).click();
    await expect(log.getByTestId('webhook-delivery-body')).toContainText(payload.id);
    await expect(log.getByTestId('webhook-delivery-body')).toContainText(payload.data.description);
    await expect(log).not.toContainText(secret);
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
