import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_OWNER as OWNER } from '../../scripts/e2e-server.mjs';

/** The owner the staff command made before the e2e server started. */
export const E2E_OWNER = OWNER as { email: string; name: string; password: string };

/** Signs a staff member in at /admin/login and waits for the back office. */
export async function signInToBackOffice(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** Moves the open request to `status` from its page (with the quoted price when quoting). */
export async function moveRequest(page: Page, status: string, extra: { price?: string; message?: string } = {}) {
  const actions = page.getByRole('region', { name: 'Status' });
  await actions.getByRole('button', { name: status, exact: true }).click();
  const form = page.getByRole('form', { name: new RegExp(`to ${status}$`) });
  if (extra.price) await form.getByLabel(/price \(USD\)/).fill(extra.price);
  if (extra.message) await form.getByLabel('Message to the tourist').fill(extra.message);
  await form.getByRole('button', { name: `Move to ${status}` }).click();
  await expect(form).toBeHidden();
}

/**
 * The agency's desk confirms the request at the price it was sent with: signed in as the owner, it finds the
 * request by its reference in the inbox and moves it to In progress, then Confirmed (which mails the PDF).
 */
export async function confirmAtDesk(page: Page, reference: string) {
  await signInToBackOffice(page, E2E_OWNER);
  await page.goto(`/admin/requests?q=${reference}`);
  await page.getByRole('row', { name: new RegExp(`^Open ${reference}`) }).click();
  await moveRequest(page, 'In progress');
  await moveRequest(page, 'Confirmed');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Moved from In progress to Confirmed');
}

/** Signs the owner in, creates a draft trip from the Trips page and returns its open editor. */
export async function createDraftTrip(page: Page, name: string, fromPrice: number) {
  await signInToBackOffice(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Trips' }).click();
  await page.getByRole('button', { name: 'New trip' }).click();
  const draft = page.getByRole('form', { name: 'New trip' });
  await draft.getByLabel('Name').fill(name);
  await draft.getByLabel('Trip type').selectOption({ index: 1 });
  await draft.getByLabel('From price (USD)').fill(String(fromPrice));
  await draft.getByRole('button', { name: 'Create draft' }).click();
  const editor = page.getByRole('form', { name: `Edit ${name}` });
  await expect(editor).toBeVisible();
  return editor;
}

/** The path and query of a link to this site in a mail's text, e.g. `/admin/set-password?token=…`. */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+(${path.replace(/[?]/g, '\\?')}[^\\s]*)`));
  expect(match, `a ${path} link in the mail`).toBeTruthy();
  return match![1]!;
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious or critical axe findings once the page has stopped loading. */
export async function blockingViolations(page: Page) {
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? v.help})`).join(', ')}`);
}

/**
 * A list's view (filters, search, sort, page) lives in its address: `see` checks what the staff member sees, on
 * the page as it is, after a reload, and in a new tab opened at the same address (a pasted link).
 */
export async function survivesReloadAndLink(page: Page, see: (page: Page) => Promise<void>) {
  const address = page.url();
  await see(page);
  await page.reload();
  await see(page);
  const pasted = await page.context().newPage();
  await pasted.goto(address);
  await see(pasted);
  await pasted.close();
}
