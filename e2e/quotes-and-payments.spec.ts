import type { Page } from '@playwright/test';
import { expect, newVisitorPage, test } from './fixtures.js';
import { blockingViolations, E2E_OWNER, linkIn, signInToBackOffice } from './support/back-office.js';
import { attachedPdfText, waitForMail } from './support/mailbox.js';

// The agency's whole sale of a tailor-made trip: a contact inquiry sent in euros becomes quote v1 at the desk
// (1440 px); the tourist, on a phone, asks for changes; v2 follows and is accepted with the terms; the deposit
// arrives by M-Pesa in shillings and the balance by bank transfer in euros, and the tracking page says
// "Paid in full". Screenshots of each screen are kept with the test's output.

const LINES = {
  lodge: { description: 'Neptune Pwani, ocean suite', unit: '410' },
  fees: { description: 'Serengeti park fees', quantity: '4', unit: '70.80' },
  discount: { description: 'Honeymoon discount', off: '150' },
};

/** Fills the builder's line `n` (1-based) after pressing the kind's Add button. */
async function addLine(builder: ReturnType<Page['getByRole']>, kind: string, n: number, fields: Record<string, string>) {
  await builder.getByRole('group', { name: 'Add a line' }).getByRole('button', { name: `Add line: ${kind}` }).click();
  const line = builder.getByRole('listitem', { name: `Line ${n}` });
  for (const [label, value] of Object.entries(fields)) await line.getByLabel(label, { exact: true }).fill(value);
}

async function sendQuote(page: Page, number: number, email: string) {
  const builder = page.getByRole('form', { name: `Quote v${number}` });
  await builder.getByRole('button', { name: `Send quote v${number}…` }).click();
  const dialog = page.getByRole('dialog', { name: `Send quote v${number} to ${email}?` });
  await dialog.getByRole('button', { name: `Send quote v${number}`, exact: true }).click();
  await expect(builder).toBeHidden();
}

async function recordPayment(page: Page, payment: Record<string, string>, select: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Record a payment' });
  for (const [label, option] of Object.entries(select)) await form.getByLabel(label, { exact: true }).selectOption(option);
  for (const [label, value] of Object.entries(payment)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(`Payment ${payment.Reference} recorded; the tourist gets a receipt.`)).toBeVisible();
}

test('a contact inquiry in euros becomes quote v1, the tourist asks for changes on a phone, accepts v2, and pays in shillings and euros', async ({
  page,
  browser,
  catalogue,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `honeymoon.${Date.now()}@example.com`;

  // The tourist asks in euros from the contact page.
  await page.goto('/contact');
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('First name').fill('Lena');
  await form.getByLabel('Last name').fill('Hoffmann');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+49 151 2345 6789');
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByLabel('Trip type').selectOption({ index: 1 });
  await form.getByLabel('Start date').fill(`${new Date().getFullYear() + 1}-09-10`);
  await form.getByLabel('End date').fill(`${new Date().getFullYear() + 1}-09-20`);
  await form.getByRole('checkbox', { name: catalogue.splash.locations[0]!.name, exact: true }).check();
  await form.getByRole('radio', { name: /Mid-range/ }).check();
  await form.getByLabel('Message').fill('Our honeymoon: a week by the sea and a few days on safari.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  const sent = page.getByRole('main').getByText(/TZ-[2-9A-HJ-NP-Z]{6}/);
  await expect(sent).toBeVisible();
  const reference = (await sent.textContent())!.match(/TZ-[2-9A-HJ-NP-Z]{6}/)![0];

  // The desk writes quote v1: a lodge, park fees and a discount.
  await signInToBackOffice(page, E2E_OWNER);
  await page.goto(`/admin/requests?q=${reference}`);
  await page.getByRole('row', { name: new RegExp(`^Open ${reference}`) }).click();
  const quotes = page.getByRole('region', { name: 'Quotes' });
  await quotes.getByRole('button', { name: 'Write a quote' }).click();
  const v1 = page.getByRole('form', { name: 'Quote v1' });
  await addLine(v1, 'Accommodation', 1, {
    Description: LINES.lodge.description,
    Quantity: '6',
    'Unit price (USD)': LINES.lodge.unit,
  });
  await addLine(v1, 'Park fee', 2, {
    Description: LINES.fees.description,
    Quantity: LINES.fees.quantity,
    'Unit price (USD)': LINES.fees.unit,
  });
  await addLine(v1, 'Discount', 3, { Description: LINES.discount.description, 'Takes off (USD)': LINES.discount.off });
  // 6 × 410 + 4 × 70.80 − 150
  await expect(v1).toContainText('$2,593.20');
  await v1.getByLabel('Message to the tourist').fill('Here is your honeymoon, with the sea first.');
  await page.screenshot({ path: testInfo.outputPath('desk-quote-builder-1440.png'), fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await sendQuote(page, 1, email);
  await expect(quotes).toContainText('Quote v1');

  // The tourist reads it on a phone from the e-mail, with the PDF attached, and asks for changes.
  const quoteMail = await waitForMail(email, 'request-quote', reference);
  expect(quoteMail.attachments).toEqual([`quote-${reference}-v1.pdf`]);
  expect(await attachedPdfText(quoteMail, `quote-${reference}-v1.pdf`)).toContain(LINES.lodge.description);
  const phone = await newVisitorPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const trackingPath = linkIn(quoteMail.text, `/requests/${reference}?key=`);
  await phone.goto(trackingPath);
  const quote = phone.getByRole('region', { name: 'Your quote' });
  await expect(quote).toContainText(LINES.lodge.description);
  await expect(quote).toContainText('€');
  await phone.screenshot({ path: testInfo.outputPath('tourist-quote-390.png'), fullPage: true });
  await quote.getByText('Ask for changes').click();
  await quote.getByLabel('What would you like us to change?').fill('Five nights by the sea, please.');
  await quote.getByRole('button', { name: 'Send my request for changes' }).click();
  await expect(quote.getByRole('status')).toHaveText("You asked for changes to this quote. We'll send you a new quote.");

  // The desk sees why, and sends v2 with one night less.
  await page.reload();
  await expect(quotes).toContainText('Five nights by the sea, please.');
  await quotes.getByRole('button', { name: 'Write quote v2 from v1' }).click();
  const v2 = page.getByRole('form', { name: 'Quote v2' });
  await v2.getByRole('listitem', { name: 'Line 1' }).getByLabel('Quantity', { exact: true }).fill('5');
  await expect(v2).toContainText('$2,183.20');
  await sendQuote(page, 2, email);
  await expect(quotes).toContainText('Changes from v1');
  await page.screenshot({ path: testInfo.outputPath('desk-quote-versions-1440.png'), fullPage: true });

  // The tourist accepts v2 with the terms.
  await phone.reload();
  await expect(quote).toContainText('Quote 2');
  const accept = quote.getByRole('button', { name: 'Accept and book' });
  await accept.click();
  await expect(quote.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  await quote.getByRole('checkbox').check();
  await accept.click();
  const pay = phone.getByRole('region', { name: 'What to pay' });
  await expect(pay).toBeVisible();
  await expect(quote.getByRole('status')).toHaveText('You accepted this quote: your booking is confirmed.');
  const confirmed = await waitForMail(email, 'request-confirmed', reference);
  expect(await attachedPdfText(confirmed, `booking-confirmation-${reference}.pdf`)).toContain(
    LINES.lodge.description,
  );

  // The desk records the deposit (30 %: $654.96) by M-Pesa in shillings, the balance by bank in euros.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Confirmed');
  const tzs = catalogue.splash.currencies.find((c) => c.code === 'TZS')!;
  const eur = catalogue.splash.currencies.find((c) => c.code === 'EUR')!;
  await recordPayment(
    page,
    {
      Amount: String(Math.round(654.96 * tzs.rate)),
      Reference: `QK${Date.now() % 1e8}`,
      'Value in USD': '654.96',
    },
    { Kind: 'payment', Method: 'mobile_money', Currency: 'TZS' },
  );
  const receipt = await waitForMail(email, 'request-payment-receipt', reference);
  expect(receipt.attachments[0]).toMatch(/^receipt-.+\.pdf$/);
  await recordPayment(
    page,
    {
      Amount: (1528.24 * eur.rate).toFixed(2),
      Reference: `SEPA-${reference}`,
      'Value in USD': '1528.24',
    },
    { Kind: 'payment', Method: 'bank_transfer', Currency: 'EUR' },
  );
  await page.screenshot({ path: testInfo.outputPath('desk-request-paid-1440.png'), fullPage: true });

  // Every instalment is paid: the payments page and the tourist's page agree.
  await page.goto('/admin/payments?status=paid');
  await expect(page.getByRole('main')).toContainText(reference);
  await page.screenshot({ path: testInfo.outputPath('desk-payments-1440.png'), fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await phone.reload();
  await expect(pay.getByTestId('paid-in-full')).toHaveText('Paid in full');
  await expect(pay.getByTestId('balance')).toContainText('0');
  await phone.screenshot({ path: testInfo.outputPath('tourist-paid-390.png'), fullPage: true });
  await phone.context().close();
});
