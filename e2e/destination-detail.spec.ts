import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.js';

// Destination detail: hero with name, location, region and categories; tabs Overview,
// Activities, Send Inquiry; the side summary; the not-found state.

test('a destination shows its hero, summary and the three tabs', async ({ page, catalogue }) => {
  const destination = catalogue.destinations.find((d) => d.activities.length > 0 && d.facts.length > 0)!;
  await page.goto(`/destination/${destination.uuid}`);
  const main = page.getByRole('main');

  await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
  await expect(main).toContainText(destination.location.name);
  await expect(main).toContainText(destination.region.name);
  for (const { name } of destination.categories) await expect(main).toContainText(name);

  for (const text of ['Min. 2 Guests', 'Contact for pricing', '*No upfront payment required']) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }

  const tab = (name: string) => main.getByRole('tab', { name, exact: true });
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText(destination.facts[0]!.fact);

  await tab('Activities').click();
  await expect(tab('Activities')).toHaveAttribute('aria-selected', 'true');
  for (const { name } of destination.activities) await expect(main.getByRole('tabpanel')).toContainText(name);

  await tab('Send Inquiry').click();
  const form = main.getByRole('tabpanel');
  for (const label of [/name/i, /e-?mail/i, /phone/i, /gender/i, /country/i]) {
    await expect(form.getByLabel(label).first()).toBeVisible();
  }
  await expect(form.getByRole('button', { name: /send|inquir|submit/i }).first()).toBeVisible();
});

test('an unknown destination shows Destination Not Found with a way back to the tours', async ({ page }) => {
  await page.goto(`/destination/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Destination Not Found' })).toBeVisible();
  // Once in a CI run the first click landed while the page was still settling and went nowhere; a visitor
  // would click again, so the journey does too (each try waits for the tours page as a visitor would).
  await expect(async () => {
    await page.getByRole('main').getByRole('link', { name: 'Back to Tours' }).click({ timeout: 2000 });
    await expect(page).toHaveURL((url) => url.pathname === '/tours', { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
});
