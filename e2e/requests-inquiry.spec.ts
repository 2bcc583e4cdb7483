import { expect, hydratedIsland, test } from './fixtures.js';

// The contact inquiry and the newsletter, with their documented texts, against the real server.

test('a visitor sends a contact inquiry: every error in one alert first, then the success', async ({
  page,
  catalogue,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Email').fill('amina@');
  await form.getByLabel('Phone').fill('12ab');
  await form.getByLabel('Start date').fill('2099-05-10');
  await form.getByLabel('End date').fill('2099-05-01');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();

  const alert = form.getByRole('alert').filter({ hasText: 'Please correct the following:' });
  await expect(alert.getByRole('listitem')).toHaveText([
    'Last name is required',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Country is required',
    'Trip type is required',
    'End date must be after start date',
    'Please select at least one destination or location',
    'Message is required',
  ]);

  await form.getByLabel('Last name').fill('Mussa');
  await form.getByLabel('Email').fill('amina.e2e@example.com');
  await form.getByLabel('Phone').fill('+255 (712) 345-678');
  await form.getByLabel('Country').selectOption({ label: 'Tanzania' });
  await form.getByLabel('Trip type').selectOption({ index: 1 });
  await form.getByLabel('End date').fill('2099-05-20');
  const allDestinations = form.getByRole('checkbox', { name: /Select all destinations/ });
  await allDestinations.check();
  await expect(form.getByText(`${catalogue.destinations.length} of ${catalogue.destinations.length}`)).toBeVisible();
  await form.getByRole('checkbox', { name: catalogue.splash.locations[0]!.name, exact: true }).check();
  await form.getByRole('radio', { name: /Mid-range/ }).check();
  await form.getByLabel('Message').fill('Ten days, half safari, half beach.');
  await expect(alert).toBeHidden();

  // A failed send says so and keeps the form filled in.
  await page.route('**/api/save-inquiry', (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  const failure = form.getByRole('alert').filter({ hasText: 'Submission Failed' });
  await expect(failure).toContainText('Please try again or contact us directly.');
  await expect(form.getByLabel('Message')).toHaveValue('Ten days, half safari, half beach.');

  // While sending, the button says so.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/save-inquiry', async (route) => {
    await held;
    await route.continue();
  });
  const submit = form.getByRole('button', { name: /Send Inquiry|Sending Inquiry/ });
  await submit.click();
  await expect(submit).toHaveText('Sending Inquiry...');
  release();
  const success = form.getByRole('status');
  await expect(success).toContainText('Inquiry Submitted Successfully!');
  await expect(success).toContainText("We'll get back to you within 24 hours with a personalized proposal.");
  await expect(form.getByLabel('First name')).toHaveValue('');
  // The reference the agency's reply will quote, and the visitor stays on the page to note it.
  await expect(success).toContainText(/Your reference is TZ-[A-Z0-9]+; it is in your confirmation e-mail too\./);
  await expect(page).toHaveURL((url) => url.pathname === '/contact');
});

test('a visitor subscribes to the newsletter, and again without an error, staying on the page', async ({ page }) => {
  const address = `jo.e2e.${Date.now()}@example.com`;
  for (const [attempt, said] of [
    [1, 'Subscribed successfully!'],
    [2, 'You are already subscribed'],
  ] as const) {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    // The form comes to life when the footer comes into view, as it does for a visitor scrolling down.
    await footer.getByRole('heading', { name: 'Newsletter' }).scrollIntoViewIfNeeded();
    const email = await hydratedIsland(footer.getByLabel('Email address'));
    if (attempt === 1) {
      await email.fill('jo@');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');
    }
    await email.fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(said)).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
  }
});
