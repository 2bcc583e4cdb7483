import { expect, test } from './fixtures.js';

// Every static route renders its page, with one h1, a title, and no error.

const ROUTES = [
  '/',
  '/tours',
  '/safaris',
  '/destinations/zanzibar',
  '/reviews',
  '/contact',
  '/about',
  '/careers',
  '/blog',
  '/press',
  '/faq',
  '/privacy',
  '/terms',
  '/login',
  '/login?tab=register',
  '/forgot-password',
  '/save-testimonial',
  '/payment',
  '/not-found',
] as const;

for (const route of ROUTES) {
  test(`${route} renders its page`, async ({ page }) => {
    const serverErrors: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 500) serverErrors.push(`${res.status()} ${res.url()}`);
    });
    await page.goto(route);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(serverErrors).toEqual([]);
  });
}

test('a visitor who opens the dashboard is sent to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('tab', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register', exact: true })).toBeVisible();
});

test('placeholder destinations show the place name, capitalised', async ({ page }) => {
  const names: Record<string, string> = {
    zanzibar: 'Zanzibar',
    'stone-town': 'Stone Town',
    nungwi: 'Nungwi',
    'mafia-island': 'Mafia Island',
    'hidden-coral-bay': 'Hidden Coral Bay',
  };
  for (const [slug, name] of Object.entries(names)) {
    await page.goto(`/destinations/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  }
});

test('the FAQ has its four questions, one open at a time', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('group');
  await expect(questions).toHaveCount(4);
  await questions.nth(0).getByRole('heading').click();
  await expect(questions.nth(0)).toHaveAttribute('open');
  await expect(questions.nth(0).getByRole('paragraph').first()).toBeVisible();
  await questions.nth(2).getByRole('heading').click();
  await expect(questions.nth(2)).toHaveAttribute('open');
  await expect(questions.nth(0)).not.toHaveAttribute('open');
});
