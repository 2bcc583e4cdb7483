import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../src/domain/i18n/locales.js';
import { expect, newVisitorPage, test } from './fixtures.js';
import { blockingViolations, E2E_OWNER, linkIn, signInToBackOffice } from './support/back-office.js';
import { translator } from './support/locales.js';
import { attachedPdfText, waitForMail } from './support/mailbox.js';

// The agency's whole sale of a tailor-made trip. A contact inquiry sent in euros becomes quote v1 at the desk (a
// safari from the catalogue, three beach nights and a discount); the tourist asks for a change from the e-mailed
// link; v2 follows and is accepted with the terms; the deposit arrives by M-Pesa in shillings and the balance by
// bank transfer in euros, and the tracking page says "Paid in full". Once in English (desk at 1440 px, tourist on
// a phone) and once in German (desk on a phone, tourist at 1440 px); screenshots are kept with the test's output.

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const VARIANTS: {
  locale: Locale;
  country: string;
  desk: typeof DESKTOP | typeof PHONE;
  tourist: typeof DESKTOP | typeof PHONE;
}[] = [
  { locale: 'en', country: 'Germany', desk: DESKTOP, tourist: PHONE },
  { locale: 'de', country: 'Deutschland', desk: PHONE, tourist: DESKTOP },
];

const BEACH = { description: 'Neptune Pwani, ocean suite', nights: '3', unit: '410' };
const DISCOUNT = { description: 'Honeymoon discount', off: '150' };
const usdIn = (text: string) => Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, ''));

/** Presses the kind's Add button and fills line `n` (1-based). */
async function addLine(builder: Locator, kind: string, n: number, fields: Record<string, string>) {
  await builder
    .getByRole('group', { name: 'Add a line' })
    .getByRole('button', { name: `Add line: ${kind}` })
    .click();
  const line = builder.getByRole('listitem', { name: `Line ${n}` });
  for (const [label, value] of Object.entries(fields)) await line.getByLabel(label, { exact: true }).fill(value);
  return line;
}

async function sendQuote(desk: Page, number: number, email: string) {
  const builder = desk.getByRole('form', { name: `Quote v${number}` });
  await builder.getByRole('button', { name: `Send quote v${number}…` }).click();
  const dialog = desk.getByRole('dialog', { name: `Send quote v${number} to ${email}?` });
  await dialog.getByRole('button', { name: `Send quote v${number}`, exact: true }).click();
  await expect(builder).toBeHidden();
}

async function recordPayment(desk: Page, select: Record<string, string>, fill: Record<string, string>) {
  const form = desk.getByRole('form', { name: 'Record a payment' });
  for (const [label, value] of Object.entries(select))
    await form.getByLabel(label, { exact: true }).selectOption(value);
  for (const [label, value] of Object.entries(fill)) await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(desk.getByText(`Payment ${fill.Reference} recorded; the tourist gets a receipt.`)).toBeVisible();
}

for (const { locale, country, desk: deskSize, tourist: touristSize } of VARIANTS) {
  test(`${locale}: a contact inquiry in euros becomes a quote in two versions, accepted online and paid in shillings and euros (desk at ${deskSize.viewport.width} px, tourist at ${touristSize.viewport.width} px)`, async ({
    browser,
    catalogue,
  }, testInfo) => {
    test.setTimeout(300_000);
    const t = locale === 'en' ? (message: string) => message : await translator(locale);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const shot = (name: string) => testInfo.outputPath(`${locale}-${name}.png`);
    const email = `honeymoon.${locale}.${Date.now()}@example.com`;
    const safari = catalogue.safariTrips[0]!;
    const tourist = await newVisitorPage(browser, touristSize);
    const desk = await newVisitorPage(browser, deskSize);

    // The tourist asks in euros from the contact page.
    await tourist.goto(`${prefix}/contact`);
    await tourist.evaluate(() => window.localStorage.setItem('selectedCurrency', 'EUR'));
    await tourist.reload();
    const form = tourist.getByRole('main').locator('form');
    await form.getByLabel(t('First name')).fill('Lena');
    await form.getByLabel(t('Last name')).fill('Hoffmann');
    await form.getByLabel(t('Email')).fill(email);
    await form.getByLabel(t('Phone')).fill('+49 151 2345 6789');
    await form.getByLabel(t('Country'), { exact: true }).selectOption({ label: country });
    await form.getByLabel(t('Trip type')).selectOption({ index: 1 });
    await form.getByLabel(t('Start date')).fill(`${new Date().getFullYear() + 1}-09-10`);
    await form.getByLabel(t('End date')).fill(`${new Date().getFullYear() + 1}-09-20`);
    await form.getByRole('checkbox', { name: new RegExp(t('Select all destinations')) }).check();
    await form.getByRole('radio', { name: new RegExp(t('Mid-range')) }).check();
    await form.getByLabel(t('Message')).fill('Our honeymoon: a safari, then three nights by the sea.');
    await form.getByRole('button', { name: t('Send Inquiry') }).click();
    const sent = tourist.getByRole('main').getByText(/TZ-[2-9A-HJ-NP-Z]{6}/);
    await expect(sent).toBeVisible();
    const reference = (await sent.textContent())!.match(/TZ-[2-9A-HJ-NP-Z]{6}/)![0];

    // The desk writes quote v1: the safari priced by the server, three beach nights and a discount.
    await signInToBackOffice(desk, E2E_OWNER);
    await desk.goto(`/admin/requests?q=${reference}`);
    await desk.getByRole('main').getByText(reference).first().click();
    const quotes = desk.getByRole('region', { name: 'Quotes' });
    await quotes.getByRole('button', { name: 'Write a quote' }).click();
    const v1 = desk.getByRole('form', { name: 'Quote v1' });
    const trip = await addLine(v1, 'Trip', 1, {});
    await trip.getByLabel('Trip', { exact: true }).selectOption({ label: safari.name });
    await trip.getByLabel('Start date', { exact: true }).fill(`${new Date().getFullYear() + 1}-09-10`);
    await trip.getByLabel('Guests', { exact: true }).fill('2');
    await trip.getByLabel(/^Class/).selectOption({ index: 1 });
    await addLine(v1, 'Accommodation', 2, {
      Description: BEACH.description,
      Quantity: BEACH.nights,
      'Unit price (USD)': BEACH.unit,
    });
    await addLine(v1, 'Discount', 3, { Description: DISCOUNT.description, 'Takes off (USD)': DISCOUNT.off });
    // 3 × 410 − 150, and the safari the server prices when the quote is sent.
    await expect(v1).toContainText('$1,080.00');
    await v1.getByLabel('Message to the tourist').fill('Here is your honeymoon: the Serengeti, then the sea.');
    await desk.screenshot({ path: shot(`desk-quote-builder-${deskSize.viewport.width}`), fullPage: true });
    expect(await blockingViolations(desk)).toEqual([]);
    await sendQuote(desk, 1, email);
    await expect(quotes).toContainText('Quote v1');

    // The tourist reads it from the e-mail, with the PDF attached, and asks for a change.
    const quoteMail = await waitForMail(email, 'request-quote', reference);
    expect(quoteMail.attachments).toEqual([expect.stringMatching(new RegExp(`quote-${reference}-v1\\.pdf$`))]);
    expect(await attachedPdfText(quoteMail, quoteMail.attachments[0]!)).toContain(BEACH.description);
    await writeFile(testInfo.outputPath(`${locale}-quote.pdf`), quoteMail.files[0]!.content);
    await tourist.goto(linkIn(quoteMail.text, `${prefix}/requests/${reference}?key=`));
    const quote = tourist.getByRole('region', { name: t('Your quote') });
    await expect(quote).toContainText(BEACH.description);
    await expect(quote).toContainText('€');
    await tourist.screenshot({ path: shot(`tourist-quote-${touristSize.viewport.width}`), fullPage: true });
    expect(await blockingViolations(tourist)).toEqual([]);
    await quote.getByText(t('Ask for changes')).click();
    await quote.getByLabel(t('What would you like us to change?')).fill('Four nights by the sea, please.');
    await quote.getByRole('button', { name: t('Send my request for changes') }).click();
    await expect(quote.getByRole('status')).toHaveText(
      t("You asked for changes to this quote. We'll send you a new quote."),
    );

    // The desk sees why, and sends v2 with a fourth night.
    await desk.reload();
    await expect(quotes).toContainText('Four nights by the sea, please.');
    await quotes.getByRole('button', { name: 'Write quote v2 from v1' }).click();
    const v2 = desk.getByRole('form', { name: 'Quote v2' });
    await v2.getByRole('listitem', { name: 'Line 2' }).getByLabel('Quantity', { exact: true }).fill('4');
    await sendQuote(desk, 2, email);
    await expect(quotes).toContainText('Changes from v1');
    await desk.screenshot({ path: shot(`desk-quote-versions-${deskSize.viewport.width}`), fullPage: true });

    // The tourist accepts v2, once the terms are ticked.
    await tourist.reload();
    await expect(quote).toContainText(t('Quote {number}').replace('{number}', '2'));
    const accept = quote.getByRole('button', { name: t('Accept and book') });
    await accept.click();
    await expect(quote.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await quote.getByRole('checkbox').check();
    await accept.click();
    await expect(quote.getByRole('status')).toHaveText(t('You accepted this quote: your booking is confirmed.'));
    const pay = tourist.getByRole('region', { name: t('What to pay') });
    await expect(pay).toBeVisible();
    const confirmed = await waitForMail(email, 'request-confirmed', reference);
    expect(await attachedPdfText(confirmed, confirmed.attachments[0]!)).toContain(BEACH.description);
    await writeFile(testInfo.outputPath(`${locale}-confirmation.pdf`), confirmed.files[0]!.content);

    // The desk records the deposit by M-Pesa in shillings, then the balance by bank transfer in euros.
    await desk.reload();
    const instalments = desk.getByRole('list', { name: 'Instalments' }).getByRole('listitem');
    await expect(instalments).toHaveCount(2);
    const deposit = usdIn(await instalments.nth(0).innerText());
    const balance = usdIn(await instalments.nth(1).innerText());
    const rate = (code: string) => catalogue.splash.currencies.find((c) => c.code === code)!.rate;
    await recordPayment(
      desk,
      { Kind: 'payment', Method: 'mobile_money', Currency: 'TZS' },
      {
        Amount: String(Math.round(deposit * rate('TZS'))),
        Reference: `QK${Date.now() % 1e8}`,
        'Value in USD': deposit.toFixed(2),
      },
    );
    const receipt = await waitForMail(email, 'request-payment-receipt', reference);
    expect(receipt.attachments[0]).toMatch(/receipt-.+\.pdf$/);
    await writeFile(testInfo.outputPath(`${locale}-receipt.pdf`), receipt.files[0]!.content);
    await recordPayment(
      desk,
      { Kind: 'payment', Method: 'bank_transfer', Currency: 'EUR' },
      {
        Amount: (balance * rate('EUR')).toFixed(2),
        Reference: `SEPA-${reference}`,
        'Value in USD': balance.toFixed(2),
      },
    );
    await desk.screenshot({ path: shot(`desk-request-paid-${deskSize.viewport.width}`), fullPage: true });
    expect(await blockingViolations(desk)).toEqual([]);

    // Every instalment is paid: the payments page and the tourist's page agree.
    await desk.goto('/admin/payments?status=paid');
    await expect(desk.getByRole('main')).toContainText(reference);
    await desk.screenshot({ path: shot(`desk-payments-${deskSize.viewport.width}`), fullPage: true });
    expect(await blockingViolations(desk)).toEqual([]);
    await tourist.reload();
    await expect(pay.getByTestId('paid-in-full')).toHaveText(t('Paid in full'));
    await tourist.screenshot({ path: shot(`tourist-paid-${touristSize.viewport.width}`), fullPage: true });
    await desk.context().close();
    await tourist.context().close();
  });
}
