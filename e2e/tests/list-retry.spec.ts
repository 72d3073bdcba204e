import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/auth';

// The users list's own call (not /users/self, nor a user's page).
const USER_LIST = /\/api\/users(\?|$)/;

test('a users list refused with 429 says why and loads again on retry', async ({ page }) => {
  let refusals = 0;
  await page.route(USER_LIST, (route) => {
    refusals += 1;
    return route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 429,
        error: {
          code: 'RATE_LIMITED',
          message: 'Rate limit exceeded, please try in 5 more minutes',
        },
      }),
    });
  });
  await signInAs(page, 'admin', { path: '/user' });

  const failure = page.getByRole('alert').filter({ hasText: 'Cannot get account' });
  await expect(failure).toContainText('Too many requests in a short time');
  expect(refusals).toBeGreaterThan(0);

  await page.unroute(USER_LIST);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  // Loaded: the newest users (other journeys add some), whoever they are.
  await expect(page.getByRole('table')).toContainText('@example.com');
});

test('a users list whose connection dropped offers the retry too', async ({ page }) => {
  await page.route(USER_LIST, (route) => route.abort('internetdisconnected'));
  await signInAs(page, 'admin', { path: '/user' });
  const failure = page.getByRole('alert').filter({ hasText: 'Cannot get account' });
  await expect(failure).toContainText('The server cannot be reached');
  await page.unroute(USER_LIST);
  await failure.getByRole('button', { name: 'Try again' }).click();
  // Loaded: the newest users (other journeys add some), whoever they are.
  await expect(page.getByRole('table')).toContainText('@example.com');
});
