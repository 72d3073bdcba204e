import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/auth';

test('a seller generates an API key that works until it is revoked', async ({ page, request }) => {
  await signInAs(page, 'seller', { path: '/setting' });

  const section = page.getByRole('region', { name: 'API keys', exact: true });
  await section.getByLabel('Name').fill('Warehouse system');
  await section.getByRole('button', { name: 'Generate API key' }).click();
  await expect(page.getByText('Generate API KEY successfully')).toBeVisible();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const key = ((await shown.getByTestId('new-api-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^swk_[0-9a-f]{12}_/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();

  // The list shows the prefix only, never the key.
  const row = section.getByRole('row', { name: /Warehouse system/ });
  await expect(row).toContainText(key.slice(0, 16));
  await expect(section).not.toContainText(key);

  const self = await request.get('/api/users/self', { headers: { 'X-API-Key': key } });
  expect(self.status()).toBe(200);
  expect((await self.json()).data.email).toBe('seller@example.com');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this key?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');

  const refused = await request.get('/api/users/self', { headers: { 'X-API-Key': key } });
  expect(refused.status()).toBe(401);
});
