import { expect, test } from './fixtures.js';
import { registerTourist, signIn } from './support/personal.js';

// The testimonial form: disabled while sending and after success, a message that it will be
// reviewed, then home after 2 seconds; pending testimonials stay out of the public list.

test('a tourist shares a testimonial: it is acknowledged, awaits review and the page returns home', async ({
  page,
  request,
}) => {
  await signIn(page, await registerTourist(request, 'Lukas Brandt'));
  await page.goto('/');
  // The testimonials, at the foot of the page, come alive as the visitor reaches them.
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Share your testimonial' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/save-testimonial');

  const submit = page.getByRole('button', { name: 'Submit testimonial' });
  await submit.click();
  await expect(page.getByText('Please write your testimonial')).toBeVisible();

  const text = `Kilele planned every day of our honeymoon on Zanzibar. ${Date.now()}`;
  await page.getByLabel('Your experience').fill(text);
  await submit.click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you for sharing your experience!');
  await expect(page.getByRole('main').getByRole('status')).toContainText('reviewed by our team before being featured');
  await expect(page.getByRole('button', { name: /Submit/ })).toBeDisabled();
  await expect(page.getByLabel('Your experience')).toBeDisabled();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const published = (await (await request.get('/api/get-testimonals')).json()).data.testimonials;
  expect(published.map((t: { comments: string }) => t.comments)).not.toContain(text);
});

test('a testimonial the server cannot save shows the failure message', async ({ page, request }) => {
  await signIn(page, await registerTourist(request));
  await page.route('**/api/save-testimonal', (route) =>
    route.fulfill({
      status: 500,
      json: { status: false, code: 500, message: 'Something went wrong on our side. Please try again.' },
    }),
  );
  await page.goto('/save-testimonial');
  await page.getByLabel('Your experience').fill('A wonderful week in the Serengeti.');
  await page.getByRole('button', { name: 'Submit testimonial' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Failed to save testimonial. Please try again.',
  );
  await expect(page.getByRole('button', { name: 'Submit testimonial' })).toBeEnabled();
});

test('visitors see no share button and are sent to log in from the testimonial page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share your testimonial' })).toHaveCount(0);
  await page.goto('/save-testimonial');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
