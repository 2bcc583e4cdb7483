import { expect, test } from './fixtures.js';
import { linkIn } from './support/back-office.js';
import { waitForMail } from './support/mailbox.js';

// A new subscriber's welcome mail carries a one-click way out that works without signing in.

test('the welcome mail’s unsubscribe link leaves the newsletter without a sign-in', async ({ page, request }) => {
  const email = `welcome.${Date.now()}@example.com`;
  const subscribed = await request.post('/api/subscribe', { data: { email, source_page: '/safaris' } });
  expect(subscribed.status()).toBe(201);

  const mail = await waitForMail(email, 'newsletter-welcome');
  expect(mail.subject).toBe('Welcome to the Kilele Safaris newsletter');
  await page.goto(linkIn(mail.text, '/unsubscribe?token='));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed', { exact: true })).toBeVisible();
});
