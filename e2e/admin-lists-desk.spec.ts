import { expect, test } from './fixtures.js';
import { E2E_OWNER, signInToBackOffice, survivesReloadAndLink } from './support/back-office.js';
import { rateAs, registerTourist } from './support/personal.js';

// Every back-office list keeps its view in the address bar: a reload, and a link pasted into a new tab,
// show the same filters, search, sort and page. The desk's lists: the inbox, the catalogue, moderation.

test('the inbox keeps its status, search and sort', async ({ page }) => {
  await signInToBackOffice(page, E2E_OWNER);
  await page.goto('/admin/requests');
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: /^Quoted/ })
    .click();
  await page.getByRole('searchbox', { name: 'Search requests' }).fill('hughes');
  await expect(page).toHaveURL(/[?&]q=hughes/);
  await page.getByRole('columnheader', { name: 'Travel date' }).getByRole('button').click();
  await expect(page).toHaveURL((url) => url.search === '?status=quoted&q=hughes&sort=travel_asc');

  await survivesReloadAndLink(page, async (view) => {
    await expect(view.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Quoted/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(view.getByRole('searchbox', { name: 'Search requests' })).toHaveValue('hughes');
    await expect(view.getByRole('columnheader', { name: 'Travel date' })).toHaveAttribute('aria-sort', 'ascending');
    const rows = view.getByRole('row', { name: /^Open TZ-/ });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Oliver Hughes');
    await expect(rows).toContainText('Quoted');
  });
});

test('the trips list keeps its search and its sort by name', async ({ page, request }) => {
  await signInToBackOffice(page, E2E_OWNER);
  await page.goto('/admin/trips');
  await page.getByRole('searchbox', { name: 'Search trips' }).fill('safari');
  await expect(page).toHaveURL(/[?&]q=safari/);
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page).toHaveURL((url) => url.search === '?q=safari&sort=name_asc');

  // The server sorts (its database's collation decides where an en dash goes): the rows are in its answer's order.
  const token = await page.evaluate(() => window.localStorage.getItem('staffToken'));
  const answer = await request.get('/api/admin/trips?q=safari&sort=name_asc', {
    headers: { authorization: `Bearer ${token}` },
  });
  const shown: string[] = (await answer.json()).data.trips.map((trip: { name: string }) => trip.name);
  expect(shown.length).toBeGreaterThan(1);
  expect(shown.every((name) => /safari/i.test(name))).toBe(true);
  expect(shown[0]!.toLowerCase() <= shown.at(-1)!.toLowerCase()).toBe(true);

  await survivesReloadAndLink(page, async (view) => {
    await expect(view.getByRole('searchbox', { name: 'Search trips' })).toHaveValue('safari');
    await expect(view.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(
      view
        .getByRole('table', { name: /^Trips,/ })
        .getByRole('row')
        .getByRole('link'),
    ).toHaveText(shown);
  });
});

test('moderation keeps its tab, its filter and its search', async ({ page, request, catalogue }) => {
  const tourist = await registerTourist(request, 'Rehema Lyimo');
  const comment = `Sunrise over the crater, unforgettable ${Date.now()}`;
  await rateAs(request, tourist, 'trip', catalogue.trips[0]!, 5, comment);

  await signInToBackOffice(page, E2E_OWNER);
  await page.goto('/admin/moderation');
  await page.getByRole('tab', { name: 'Ratings' }).click();
  await expect(page).toHaveURL((url) => url.search === '?tab=ratings');
  await page.getByRole('group', { name: 'Visibility' }).getByRole('button', { name: 'Shown' }).click();
  await page.getByRole('searchbox', { name: 'Search ratings' }).fill(comment);
  await expect(page).toHaveURL(/[?&]q=Sunrise/);
  expect(new URL(page.url()).searchParams.get('visibility')).toBe('shown');

  await survivesReloadAndLink(page, async (view) => {
    await expect(view.getByRole('tab', { name: 'Ratings' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      view.getByRole('group', { name: 'Visibility' }).getByRole('button', { name: 'Shown' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByRole('searchbox', { name: 'Search ratings' })).toHaveValue(comment);
    await expect(view.getByRole('row').filter({ hasText: comment })).toHaveCount(1);
    await expect(view.getByRole('button', { name: 'Hide the rating of Rehema Lyimo' })).toBeVisible();
  });

  // Another tab is another list: its own filters start afresh.
  await page.getByRole('tab', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL((url) => url.search === '');
  await expect(page.getByRole('group', { name: 'State' }).getByRole('button', { name: 'Pending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
