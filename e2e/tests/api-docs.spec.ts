import { expect, test } from '@playwright/test';

test('the API reference renders within its content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Stitchworks API/ })).toBeVisible();
  // Open a tag, then one operation: its panel is drawn with inline styles too.
  await page
    .locator('.opblock-tag', { hasText: /^account/ })
    .first()
    .click();
  const operation = page.locator('.opblock-summary', { hasText: '/api/users/self' }).first();
  await operation.click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();

  expect(violations).toEqual([]);
  // Nothing is loaded from another site (no public validator badge).
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});
