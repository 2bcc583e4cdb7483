import { expect, test } from './fixtures.js';
import { asTourist, rateAs, registerTourist, signIn, statistic, toast } from './support/personal.js';

// Ratings and the rating dialog: stars named Poor to Excellent, a required comment of up
// to 500 characters; one rating per item, edited in place; the dashboard's edit and delete.

test('a tourist rates a safari, rates it again to change it, then edits and deletes the rating in the dashboard', async ({
  page,
  request,
  catalogue,
}) => {
  const trip = catalogue.safariTrips[0]!;
  const tourist = await registerTourist(request);
  await signIn(page, tourist);
  await page.goto(`/safari/${trip.uuid}`);

  const summary = page.getByRole('complementary', { name: 'Trip summary' });
  await summary.getByRole('button', { name: 'Rate', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Rate this experience' });
  await expect(dialog).toContainText(trip.name);
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(dialog).toContainText('Please choose a rating from 1 to 5');
  await expect(dialog).toContainText('Please write a comment');

  const stars = dialog.getByRole('radiogroup', { name: 'Your rating' });
  for (const label of ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']) {
    await expect(stars.getByRole('radio', { name: label, exact: true })).toBeAttached();
  }
  await stars.locator('label').filter({ hasText: 'Very Good' }).click();
  await expect(stars.getByRole('radio', { name: 'Very Good' })).toBeChecked();
  const comment = dialog.getByLabel('Your comment');
  await comment.fill('Lions at dawn.');
  await expect(dialog).toContainText('14/500 characters');
  await comment.fill('x'.repeat(600));
  await expect(comment).toHaveValue('x'.repeat(500));
  await comment.fill('Lions at dawn and a patient guide.');
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(toast(page, 'Rating submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The button now shows the rating given; rating again updates the first.
  await summary.getByRole('button', { name: 'Your rating: 4', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Update your rating' });
  await expect(dialog.getByRole('radio', { name: 'Very Good' })).toBeChecked();
  await expect(dialog.getByLabel('Your comment')).toHaveValue('Lions at dawn and a patient guide.');
  await dialog.locator('label').filter({ hasText: 'Excellent' }).click();
  await dialog.getByRole('button', { name: 'Update rating' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByRole('button', { name: 'Your rating: 5', exact: true })).toBeVisible();
  const ratings = (await (await request.get('/api/user/ratings', { headers: asTourist(tourist) })).json()).data.ratings;
  expect(ratings).toEqual([expect.objectContaining({ rateable_uuid: trip.uuid, rating: 5 })]);

  await page.goto('/dashboard?tab=ratings');
  await expect(statistic(page, 'Ratings')).toContainText('1');
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: trip.name });
  await expect(row).toContainText('Excellent');
  await expect(row).toContainText('Lions at dawn and a patient guide.');

  await row.getByRole('button', { name: `Edit your rating of ${trip.name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Update your rating' });
  await dialog
    .locator('label')
    .filter({ hasText: /^Good$/ })
    .click();
  await dialog.getByLabel('Your comment').fill('Good, though the roads were long.');
  await dialog.getByRole('button', { name: 'Update rating' }).click();
  await expect(toast(page, 'Rating updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Good, though the roads were long.');
  await expect(row).toContainText('Rated 3 out of 5');

  await row.getByRole('button', { name: `Delete your rating of ${trip.name}` }).click();
  await expect(toast(page, 'Rating deleted successfully')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('You have not rated anything yet.');
  await expect(statistic(page, 'Ratings')).toContainText('0');
});

test("travellers' average rating and count show on the destination's card and page", async ({
  page,
  request,
  catalogue,
}) => {
  const destination = catalogue.destinations[2]!;
  for (const rating of [5, 4]) {
    const tourist = await registerTourist(request);
    await rateAs(request, tourist, 'destination', destination, rating, 'Lovely place.');
  }

  // On a fresh server these are the only two ratings; the count is read back so a rerun on the same
  // server (--repeat-each) still checks what the page shows against what the API says.
  const stored = (await (await request.get(`/api/destinations/${destination.uuid}`)).json()).data.destination;
  expect(stored.rating_average).toBe(4.5);
  const expected = `Rated 4.5 out of 5 by ${stored.ratings_count} travellers`;

  await page.goto('/');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: destination.name, exact: true }) });
  await expect(card).toContainText(expected);

  await page.goto(`/destination/${destination.uuid}`);
  const summary = page.getByRole('complementary', { name: `${destination.name} summary` });
  await expect(summary).toContainText(expected);
});

test('a visitor who presses Rate is asked to log in', async ({ page, catalogue }) => {
  await page.goto(`/safari/${catalogue.safariTrips[1]!.uuid}`);
  await page.getByRole('complementary', { name: 'Trip summary' }).getByRole('button', { name: 'Rate' }).click();
  await expect(toast(page, 'Login Required')).toContainText('Please log in to rate items');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
