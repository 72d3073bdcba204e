import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { authHeaders, mainMenu, signInViaApi, type Who } from '../fixtures/auth';

// Two browsers, uploads and live answers on a shared machine: first loads can take a while.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * A signed-in tab of its own browser context whose realtime socket the server has accepted (as
 * the fixtures' openLiveTab, with this journey's patience for a first load).
 */
async function openLiveTab(browser: Browser, who: Who, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  let accepted = false;
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    // '40…' is socket.io's answer to an accepted connection (a refusal is '44…').
    ws.on('framereceived', (frame) => {
      if (String(frame.payload).startsWith('40')) accepted = true;
    });
  });
  await signInViaApi(page, who, path);
  await expect(mainMenu(page)).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => accepted, { timeout: 30_000 }).toBe(true);
  return page;
}

/** Two small real PNGs (4 x 4, one red, one blue): the API checks images by their content. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4IacBRwzEcQDBAxDhWGvjnAAAAABJRU5ErkJggg==',
  'base64',
);
const BLUE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQ0VgARwzEcQBdAw3BM/Z/TAAAAABJRU5ErkJggg==',
  'base64',
);

test('a seller opens a ticket about an order with two images; a supporter takes and answers it live', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const sellerHeaders = await authHeaders(request, 'seller');
  const orders = await request.get('/api/orders', { headers: sellerHeaders });
  expect(orders.status(), await orders.text()).toBe(200);
  const orderId = ((await orders.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!.id;
  const title = `Thread colour is wrong ${Date.now()}`;

  // The seller opens the ticket from the new-ticket form, about one of their orders.
  const seller = await openLiveTab(browser, 'seller', '/ticket/new');
  await seller.getByRole('textbox', { name: 'Title' }).fill(title);
  await seller.getByRole('combobox', { name: 'Topic' }).click();
  await seller.getByRole('option', { name: 'Order', exact: true }).click();
  await seller.getByRole('textbox', { name: 'Order ID' }).fill(String(orderId));
  await seller
    .getByRole('textbox', { name: 'Message' })
    .fill('The logo came out red instead of navy.');
  await seller.locator('input[type="file"]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: RED_PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: BLUE_PNG },
  ]);
  await seller.getByRole('button', { name: 'Create ticket' }).click();
  await expect(seller.getByText('Ticket created successfully')).toBeVisible();
  await expect(seller).toHaveURL(/\/ticket\/\d+$/);
  const ticketId = seller.url().split('/').pop()!;
  await expect(seller.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(seller.getByRole('link', { name: new RegExp(`^#${orderId} `) })).toBeVisible();

  // The two images open in the slideshow.
  await seller.getByRole('button', { name: 'Open image 1' }).click();
  const slideshow = seller.getByRole('dialog', { name: 'Image 1 of 2' });
  await expect(slideshow.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await slideshow.getByRole('button', { name: 'Next image' }).click();
  await expect(seller.getByRole('dialog', { name: 'Image 2 of 2' })).toBeVisible();
  await seller.keyboard.press('Escape');

  // A supporter finds it in the queue, assigns it to themselves and answers.
  const supporter = await openLiveTab(browser, 'supporter', '/ticket?isAssigned=false');
  await supporter.getByRole('link', { name: `#${ticketId} ${title}` }).click();
  await supporter.getByRole('button', { name: 'Assign to me' }).click();
  await supporter
    .getByRole('dialog', { name: 'Assign to me' })
    .getByRole('button', { name: 'Assign to me' })
    .click();
  await expect(supporter.getByText('Assign ticket successfully')).toBeVisible();
  await supporter.getByRole('button', { name: 'Message', exact: true }).click();
  const answer = 'Sorry about that: we are reprinting it in navy today.';
  const modal = supporter.getByRole('dialog', { name: `Message on ticket #${ticketId}` });
  await modal.getByRole('textbox', { name: 'Message' }).fill(answer);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(supporter.getByText('Messages created successfully')).toBeVisible();

  // The seller's open page shows the answer without a reload, and they reply.
  await expect(seller.getByText(answer)).toBeVisible();
  await expect(seller.getByText('Answered', { exact: true })).toBeVisible();
  await seller.getByRole('button', { name: 'Message', exact: true }).click();
  const reply = 'Thank you, navy is right.';
  await seller
    .getByRole('dialog', { name: `Message on ticket #${ticketId}` })
    .getByRole('textbox', { name: 'Message' })
    .fill(reply);
  await seller.getByRole('button', { name: 'Send' }).click();
  await expect(seller.getByText('Messages created successfully')).toBeVisible();

  // The assigned supporter sees the reply live, and the ticket open again.
  await expect(supporter.getByText(reply)).toBeVisible();
  await expect(supporter.getByText('Open', { exact: true })).toBeVisible();
});
