import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import type { Locale } from '../src/domain/i18n/locales.js';
import { expect, newVisitorPage, test } from './fixtures.js';
import { confirmAtDesk, linkIn } from './support/back-office.js';
import { translator } from './support/locales.js';
import { waitForMail } from './support/mailbox.js';

// A confirmed trip for two: the tourist fills in the travellers' details on a phone from the e-mailed tracking link
// (one wrong passport first, then right), sees them masked; the agent sees the full numbers at 1440 px and downloads
// the manifest. In English and in German; screenshots are kept with the test's output.

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const VARIANTS: { locale: Locale; country: string }[] = [
  { locale: 'en', country: 'Germany' },
  { locale: 'de', country: 'Deutschland' },
];

const nextYear = Number(todayInDarEsSalaam().slice(0, 4)) + 1;
const START = `${nextYear}-09-14`;

async function fillTraveller(page: Page, t: (id: string) => string, n: number, person: Record<string, string>) {
  const block = page.getByTestId(`traveller-${n}`);
  await block.getByLabel(t('Full name as in the passport')).fill(person.name!);
  await block.getByLabel(t('Nationality')).selectOption({ label: person.country! });
  await block.getByRole('textbox', { name: t('Date of birth') }).fill(person.born!);
  await block.getByLabel(t('Passport number')).fill(person.passport!);
  await block.getByRole('textbox', { name: t('Passport valid until') }).fill(person.expiry!);
}

for (const { locale, country } of VARIANTS) {
  test(`${locale}: the tourist sends the travellers' details on a phone, the agent reads them and downloads the manifest`, async ({
    browser,
    request,
    catalogue,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = locale === 'en' ? (message: string) => message : await translator(locale);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const shot = (name: string) => testInfo.outputPath(`${locale}-${name}.png`);
    const email = `travellers.${locale}.${Date.now()}@example.com`;
    const booked = await request.post('/api/save_booking', {
      data: {
        trip_uuid: catalogue.safariTrips[0]!.uuid,
        fname: 'Lena',
        lname: 'Schmidt',
        email,
        phone: '+49 30 1234567',
        gender: catalogue.splash.genders[0]!.id,
        country: catalogue.splash.countries.find((c) => c.code === 'DE')!.id,
        guest_count: 2,
        start_date: START,
        class_id: catalogue.splash.searviceClasses[0]!.id,
        note: null,
      },
    });
    expect(booked.status()).toBe(201);
    const reference: string = (await booked.json()).data.reference;
    const mail = await waitForMail(email, 'booking-confirmation', reference);

    const desk = await newVisitorPage(browser, { ...DESKTOP, acceptDownloads: true });
    await confirmAtDesk(desk, reference);

    const tourist = await newVisitorPage(browser, PHONE);
    await tourist.goto(`${prefix}${linkIn(mail.text, `/requests/${reference}?key=`)}`);
    const section = tourist.getByRole('region', { name: t("Travellers' details") });
    await expect(section).toBeVisible();

    // A passport that runs out four months after the trip: refused next to its field, the focus moved there.
    await fillTraveller(tourist, t, 1, {
      name: 'Lena Schmidt',
      country,
      born: '1988-04-02',
      passport: 'C01X00T47',
      expiry: `${nextYear}-12-31`,
    });
    await fillTraveller(tourist, t, 2, {
      name: 'Jonas Schmidt',
      country,
      born: '1986-11-20',
      passport: 'K1234567',
      expiry: `${nextYear + 5}-06-30`,
    });
    await section.getByLabel(t('Arrival flight')).fill('KL 569');
    await section.getByLabel(t('Emergency contact'), { exact: true }).fill('Anke Schmidt');
    await section.getByLabel(t("Emergency contact's phone")).fill('+49 30 555 0101');
    await section.getByRole('button', { name: t("Send travellers' details") }).click();
    const expiry = tourist.getByTestId('traveller-1').getByRole('textbox', { name: t('Passport valid until') });
    await expect(tourist.getByTestId('traveller-1')).toContainText(
      t('Passport must be valid for at least six months after your trip.'),
    );
    await expect(expiry).toBeFocused();
    await tourist.screenshot({ path: shot('tracking-form-error-390'), fullPage: true });

    await expiry.fill(`${nextYear + 4}-01-31`);
    await section.getByRole('button', { name: t("Send travellers' details") }).click();
    const sent = section.getByTestId('travellers-sent');
    await expect(sent).toContainText('•••• 0T47');
    await expect(sent).toContainText('•••• 4567');
    await expect(sent).toContainText(country);
    await expect(tourist.getByText('C01X00T47')).toHaveCount(0);
    await tourist.screenshot({ path: shot('tracking-sent-390'), fullPage: true });

    // Changing one note keeps the passport numbers without retyping them.
    await section.getByRole('button', { name: t('Change details') }).click();
    await tourist.getByTestId('traveller-2').getByLabel(t('Dietary needs')).fill('Vegetarian');
    await section.getByRole('button', { name: t("Send travellers' details") }).click();
    await expect(sent).toContainText('Vegetarian');
    await expect(sent).toContainText('•••• 0T47');

    // The agent sees the numbers in full on the request's page.
    await desk.reload();
    const travellers = desk.getByRole('region', { name: 'Travellers' });
    await expect(travellers).toContainText('C01X00T47');
    await expect(travellers).toContainText('K1234567');
    await expect(travellers).toContainText('KL 569');
    await travellers.scrollIntoViewIfNeeded();
    await desk.screenshot({ path: shot('desk-travellers-1440'), fullPage: true });

    // The manifest of the trips starting that day, from the overview.
    await desk.goto('/admin');
    const manifest = desk.getByRole('region', { name: 'Travellers manifest' });
    await manifest.getByRole('textbox', { name: 'Trips starting from' }).fill(START);
    await manifest.getByRole('textbox', { name: 'to', exact: true }).fill(START);
    const download = desk.waitForEvent('download');
    await manifest.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const rows = csv.split('\r\n').filter((row) => row.startsWith(reference));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Lena Schmidt,Germany,1988-04-02,C01X00T47,');
    expect(rows[1]).toContain('K1234567');
    await desk.screenshot({ path: shot('desk-overview-1440'), fullPage: true });

    await tourist.context().close();
    await desk.context().close();
  });
}
