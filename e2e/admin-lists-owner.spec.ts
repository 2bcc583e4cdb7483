import { expect, test } from './fixtures.js';
import { E2E_OWNER, signInToBackOffice, survivesReloadAndLink } from './support/back-office.js';

// The owner's lists keep their view in the address bar too: subscribers, the audit trail, staff, currencies.

test('the subscribers list keeps its filter, its search and its page', async ({ page, request }) => {
  // 26 addresses of one newsletter campaign: two pages of 25.
  const campaign = `lists-${Date.now()}`;
  for (let i = 1; i <= 26; i++) {
    const email = `${campaign}-${String(i).padStart(2, '0')}@example.com`;
    expect((await request.post('/api/subscribe', { data: { email, source_page: '/tours' } })).ok()).toBe(true);
  }

  await signInToBackOffice(page, E2E_OWNER);
  await page.goto('/admin/subscribers');
  await page.getByRole('group', { name: 'Subscription' }).getByRole('button', { name: 'Active' }).click();
  await page.getByRole('searchbox', { name: 'Search addresses' }).fill(campaign);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === campaign);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('1–25 of 26');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL((url) => url.search === `?status=active&q=${campaign}&page=2`);

  await survivesReloadAndLink(page, async (view) => {
    await expect(
      view.getByRole('group', { name: 'Subscription' }).getByRole('button', { name: 'Active' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByRole('searchbox', { name: 'Search addresses' })).toHaveValue(campaign);
    await expect(view.getByRole('navigation', { name: 'Pages' })).toContainText('26–26 of 26');
    const rows = view
      .getByRole('table', { name: /^Subscribers,/ })
      .getByRole('row')
      .filter({ hasText: '@' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('/tours');
  });

  // A page turn is a step Back undoes; the filters stay.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.search === `?status=active&q=${campaign}`);
  await expect(pages).toContainText('1–25 of 26');
});

test('the audit trail keeps what it narrows to', async ({ page }) => {
  await signInToBackOffice(page, E2E_OWNER);
  await page.goto('/admin/audit');
  await page.getByRole('combobox', { name: 'What' }).selectOption('staff');
  await expect(page).toHaveURL((url) => url.search === '?entity=staff');

  await survivesReloadAndLink(page, async (view) => {
    await expect(view.getByRole('combobox', { name: 'What' })).toHaveValue('staff');
    const actions = view.getByRole('table', { name: /^Audit trail,/ }).locator(':scope > tbody > tr > td:nth-child(3)');
    await expect(actions.first()).toHaveText(/^staff\./);
    // The rows of the list before the filter stay (dimmed) until its own arrive: wait until none is left.
    await expect(actions.filter({ hasNotText: /^staff\./ })).toHaveCount(0);
  });
});

test('the staff list keeps its filter and its search', async ({ page }) => {
  await signInToBackOffice(page, E2E_OWNER);
  await page.goto('/admin/staff');
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Active' }).click();
  await page.getByRole('searchbox', { name: 'Search staff' }).fill('zawadi');
  await expect(page).toHaveURL((url) => url.search === '?status=active&q=zawadi');

  await survivesReloadAndLink(page, async (view) => {
    await expect(view.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Active' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(view.getByRole('searchbox', { name: 'Search staff' })).toHaveValue('zawadi');
    await expect(view.getByRole('button', { name: /^Deactivate / })).toHaveText([`Deactivate ${E2E_OWNER.name}`]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the currencies list keeps its filter and its search, one card per currency', async ({ page }) => {
    await signInToBackOffice(page, E2E_OWNER);
    await page.goto('/admin/currencies');
    await page.getByRole('group', { name: 'Offered' }).getByRole('button', { name: 'Offered', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search currencies' }).fill('shilling');
    await expect(page).toHaveURL((url) => url.search === '?offered=yes&q=shilling');

    await survivesReloadAndLink(page, async (view) => {
      await expect(view.getByRole('searchbox', { name: 'Search currencies' })).toHaveValue('shilling');
      // A phone shows one card per currency.
      const cards = view.getByRole('list', { name: 'Currencies' }).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText('Tanzanian Shilling');
      await expect(cards.nth(1)).toContainText('Kenyan Shilling');
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
