import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Locale } from '../src/domain/i18n/locales.js';
import { expect, test } from './fixtures.js';
import { translator } from './support/locales.js';
import { likeAs, registerTourist, toast, type Tourist } from './support/personal.js';

// The tourist's own data: 'Your data' on the dashboard downloads everything stored about the account as JSON,
// and deletes the account with its password; the person is signed out, lands on the home page, and cannot sign in.

const PASSWORD = 'kilimanjaro';

type Shot = (name: string, fullPage?: boolean) => Promise<unknown>;

async function journey(page: Page, tourist: Tourist, locale: Locale, shot: Shot) {
  const t = locale === 'en' ? (id: string) => id : await translator(locale);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  // Signed in once, as the login form does (the fixture's init script would sign in again on every page).
  await page.goto(`${prefix}/`);
  await page.evaluate((token) => window.localStorage.setItem('authToken', token), tourist.token);
  await page.goto(`${prefix}/dashboard`);
  const card = page.getByRole('region', { name: t('Your data') });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot('dashboard');
  await shot('your-data', false);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: t('Download my data') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^account-data-KS-[A-Z0-9]{6}-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file).toMatchObject({ format: 'account-export/1', account: { name: tourist.name, email: tourist.email } });
  expect(file.likes).toHaveLength(1);
  expect(JSON.stringify(file)).not.toContain(tourist.token);
  await expect(toast(page, t('Your data has been downloaded.'))).toBeVisible();

  await card.getByRole('button', { name: t('Delete my account') }).click();
  const dialog = page.getByRole('dialog', { name: t('Delete your account?') });
  await expect(dialog).toContainText(t('You may want to download your data first.'));
  const password = dialog.getByLabel(t('Your password'), { exact: true });
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: t('Delete my account') }).click();
  await expect(dialog).toContainText(t('That password is not correct. Your account has not been deleted.'));
  await shot('delete-dialog');

  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: t('Delete my account') }).click();
  await expect(page).toHaveURL((url) => url.pathname === (prefix || '/'));
  await expect(toast(page, t('Your account has been deleted.'))).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  await shot('home-after-deletion', false);

  // The account is gone: signing in with it fails with the spec's message, and its old token is refused.
  await page.goto(`${prefix}/login?tab=login`);
  await page.getByRole('main').getByLabel(t('Email')).fill(tourist.email);
  await page.getByLabel(t('Password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('Log in') }).click();
  await expect(page.getByText(t('Invalid email or password.'))).toBeVisible();
  const res = await page.request.get('/api/user', { headers: { authorization: `Bearer ${tourist.token}` } });
  expect(res.status()).toBe(401);
}

test.describe('at 1440 px in English', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a tourist downloads their data and deletes the account', async ({ page, request, catalogue }, testInfo) => {
    const tourist = await registerTourist(request, 'Halima Juma');
    await likeAs(request, tourist, 'trip', catalogue.trips[0]!);
    await journey(page, tourist, 'en', (name, fullPage = true) =>
      page.screenshot({ path: testInfo.outputPath(`en-1440-${name}.png`), fullPage }),
    );
  });
});

test.describe('on a 390 px phone in German', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tourist downloads their data and deletes the account', async ({ page, request, catalogue }, testInfo) => {
    const tourist = await registerTourist(request, 'Lukas Wagner');
    await likeAs(request, tourist, 'destination', catalogue.destinations[0]!);
    await journey(page, tourist, 'de', (name, fullPage = true) =>
      page.screenshot({ path: testInfo.outputPath(`de-390-${name}.png`), fullPage }),
    );
  });
});
