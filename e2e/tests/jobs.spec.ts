import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { mainMenu, signInAs } from '../fixtures/auth';

test('an admin opens the jobs page, runs a scheduled job now and sees it done', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'admin', { path: '/dashboard' });
  await mainMenu(page).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const row = page.getByTestId('job-queue-idempotency-sweep');
  await expect(row).toContainText('17 * * * *');
  await expect(page.getByTestId('job-queue-auto-payment')).toContainText('*/5 * * * *');
  await expectNoSeriousA11yIssues(page, '/jobs');

  const before = Number(await row.getByTestId('completed-count').textContent());
  await page.getByRole('button', { name: 'Run idempotency-sweep now' }).click();
  await expect(page.getByText('The job is queued')).toBeVisible();
  // The page refreshes its counts by itself.
  await expect(row.getByTestId('completed-count')).toHaveText(String(before + 1), {
    timeout: 20_000,
  });
});

test('a seller has no jobs page', async ({ page }) => {
  await signInAs(page, 'seller');
  await expect(mainMenu(page).getByRole('link', { name: 'Jobs' })).toHaveCount(0);
});
