import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney } from '../src/domain/currency/format-price.js';
import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { displayDate } from '../src/domain/dates/display-date.js';
import type { Locale } from '../src/domain/i18n/locales.js';
import { countryName } from '../src/web/features/reference/lib/country-names.js';
import { expect, loadsNextPage, newVisitorPage, test } from './fixtures.js';
import { newAccount, submitRegistration } from './support/accounts.js';
import { confirmAtDesk } from './support/back-office.js';
import { tripsVisiting } from './support/catalogue.js';
import { mailTranslator, translator } from './support/locales.js';
import { attachedPdfText, plainSpaces, waitForMail } from './support/mailbox.js';
import { searchBar } from './support/search-bar.js';
import { tripCards } from './support/trip-cards.js';

// A tourist's whole journey in their own language, on a phone: a search typed in their words with a slip of the
// finger, a safari from the results, its booking form filled in and kept through a change of currency, the price
// the dialog, the e-mails, the confirmation PDF and the tracking page all give alike, then an account on the same
// address whose dashboard holds the booking once the address is confirmed.

interface Journey {
  locale: Exclude<Locale, 'en'>;
  /** the Ngorongoro Crater in the language's own words, one letter wrong */
  typed: string;
  currency: 'EUR' | 'GBP';
  /** which of the results the tourist opens */
  pick: number;
  traveller: { first: string; last: string; phone: string; country: string; address: string };
  /** the day they want to start, in the next year's high season */
  startDay: string;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'de',
    typed: 'Ngorongoro-Kratter',
    currency: 'EUR',
    pick: 0,
    traveller: { first: 'Lena', last: 'Vogel', phone: '+49 30 1234567', country: 'DE', address: 'Kastanienallee 12' },
    startDay: '08-14',
  },
  {
    locale: 'it',
    typed: 'Cratre di Ngorongoro',
    currency: 'EUR',
    pick: 1,
    traveller: { first: 'Giulia', last: 'Ferri', phone: '+39 02 1234567', country: 'IT', address: 'Via Tortona 9' },
    startDay: '09-03',
  },
  {
    locale: 'fr',
    typed: 'Crattère du Ngorongoro',
    currency: 'GBP',
    pick: 2,
    traveller: {
      first: 'Camille',
      last: 'Roux',
      phone: '+33 6 12 34 56 78',
      country: 'FR',
      address: '8 rue Oberkampf',
    },
    startDay: '10-21',
  },
];

const USD_ONLY = [{ code: 'USD', symbol: '$', rate: 1 }];

/** The header's currency on a phone: in the menu. Choosing one loads the page again, in that currency. */
async function chooseCurrency(page: Page, t: (message: string) => string, code: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('Open menu') })
    .click();
  const menu = page.getByRole('dialog', { name: t('Menu') });
  await loadsNextPage(page, () => menu.getByRole('combobox', { name: t('Currency') }).selectOption(code));
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const journey of JOURNEYS) {
    const { locale, typed, currency, pick, traveller } = journey;

    test(`in ${locale}: a typo'd search, a booking kept through a currency switch, one price everywhere, and the dashboard`, async ({
      page,
      browser,
      catalogue,
    }, testInfo) => {
      // Five pages, three e-mails, a PDF and the agency's desk: several journeys' time on a two-core machine.
      test.slow();
      // What a reviewer looks at, kept with the test's output: the form after the switch, the trip page with the
      // party chosen and the tracking page at both widths, the e-mails' text and the PDF.
      const keep = (name: string) => testInfo.outputPath(`${locale}-${name}`);
      const t = await translator(locale);
      const mt = mailTranslator(locale);
      const main = page.getByRole('main');
      const account = { ...newAccount(`journey-${locale}`), name: `${traveller.first} ${traveller.last}` };
      const country = countryName(locale, traveller.country, traveller.country);
      const startDate = `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-${journey.startDay}`;

      // 1. The crater in their own words, misspelt, typed and sent without choosing from the list.
      const crater = catalogue.splash.locations.find((l) => l.name === 'Ngorongoro')!;
      await page.goto(`/${locale}`);
      const bar = searchBar(page, t);
      await bar.location.fill(typed);
      const searched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search');
      await bar.location.press('Enter');
      expect(new URL((await searched).url()).searchParams.get('q')).toBe(typed);
      await expect(page).toHaveURL(
        (url) => url.pathname === `/${locale}/safaris` && url.searchParams.get('location') === String(crater.id),
      );
      await expect(page.getByRole('region', { name: t('Your search') })).toContainText(
        t('Trips visiting {place}').replace('{place}', crater.name),
      );
      await expect(tripCards(page)).toHaveCount(tripsVisiting(catalogue.safariTrips, crater.id).length);

      const title = tripCards(page).nth(pick).getByRole('heading', { level: 3 });
      // As text compares it: French puts a no-break space before a colon.
      const tripName = plainSpaces((await title.textContent())!.trim());
      // The trip's name in their language, not the catalogue's English.
      expect(catalogue.trips.map((trip) => trip.name)).not.toContain(tripName);
      await loadsNextPage(page, () => title.getByRole('link').click());
      await expect(page).toHaveURL((url) => url.pathname.startsWith(`/${locale}/safari/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tripName);

      // 2. The booking form, every field filled in.
      const bookNow = main.getByRole('tab', { name: t('Book Now'), exact: true });
      await bookNow.click();
      const form = main.getByRole('tabpanel');
      // Exact: Italian's 'Nome' is inside 'Cognome', French's 'Nom' inside 'Prénom'.
      const field = (label: string) => form.getByLabel(t(label), { exact: true });
      const noteField = form.getByLabel(`${t('Note')} ${t('Optional')}`, { exact: true });
      const female = String(catalogue.splash.genders.find((g) => g.name === 'Female')!.id);
      const comfort = String(catalogue.splash.searviceClasses.find((c) => c.name === 'Comfort')!.id);
      const note = `${traveller.first}: vegetarisch / vegetariano / végétarien`;
      await field('First name').fill(traveller.first);
      await field('Last name').fill(traveller.last);
      await field('E-mail').fill(account.email);
      await field('Phone').fill(traveller.phone);
      await field('Gender').selectOption(female);
      await field('Country').selectOption({ label: country });
      const start = field('Start date');
      await start.fill(startDate);
      await start.blur();
      await expect(start).toHaveValue(displayDate(startDate, locale));
      await field('Guests').fill('4');
      await field('Class').selectOption(comfort);
      await noteField.fill(note);

      // Mid-form, the currency changes: the page loads again, and nothing typed is lost.
      await chooseCurrency(page, t, currency);
      await expect(bookNow).toHaveAttribute('aria-selected', 'true');
      await expect(field('First name')).toHaveValue(traveller.first);
      await expect(field('Last name')).toHaveValue(traveller.last);
      await expect(field('E-mail')).toHaveValue(account.email);
      await expect(field('Phone')).toHaveValue(traveller.phone);
      await expect(field('Gender')).toHaveValue(female);
      await expect(field('Country').locator('option:checked')).toHaveText(country);
      await expect(field('Start date')).toHaveValue(displayDate(startDate, locale));
      await expect(field('Guests')).toHaveValue('4');
      await expect(field('Class')).toHaveValue(comfort);
      await expect(noteField).toHaveValue(note);
      await form.screenshot({ path: keep('booking-form-after-currency-switch-390.png') });
      // The trip page with that party chosen (four guests, Comfort), in the new currency, at both widths, its
      // pictures loaded.
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: keep(`trip-page-party-chosen-${width}.png`), fullPage: true });
      }
      // Back on the phone's width, the open tab is whole in its row, not cut at the screen's edge.
      const tabRow = main.getByRole('tablist');
      await expect
        .poll(async () => {
          const [row, open] = [await tabRow.boundingBox(), await bookNow.boundingBox()];
          return row && open ? open.x >= row.x - 1 && open.x + open.width <= row.x + row.width + 1 : false;
        })
        .toBe(true);

      const symbol = catalogue.splash.currencies.find((c) => c.code === currency)!.symbol;
      const previewTotal = form.getByRole('region', { name: t('Your price') }).locator('[aria-live]');
      await expect(previewTotal).toContainText(symbol);
      const shown = plainSpaces((await previewTotal.textContent())!.trim());

      const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/save_booking');
      await form.getByRole('button', { name: t('Book Now') }).click();
      const booked = (await (await saved).json()) as { data: { reference: string; total_price: number } };
      const { reference, total_price: usdTotal } = booked.data;
      const usd = plainSpaces(formatMoney(usdTotal, 'USD', USD_ONLY, locale));

      // 3. One price: the dialog's, the e-mail's (beside its USD), the tracking page's and the PDF's.
      const dialog = page.getByRole('dialog', { name: t('Booking Successful') });
      await expect(dialog).toContainText(t('Total price: {price}').replace('{price}', shown));
      await expect(dialog).toContainText(reference);
      await expect(dialog).toContainText(tripName);

      const received = await waitForMail(account.email, 'booking-confirmation', reference);
      const mailText = plainSpaces(received.text);
      expect(mailText).toContain(`${mt('Trip')}: ${tripName}`);
      const beside = mt('{amount} · {usd}, at 1 USD = {rate} on {date}').split('{rate}')[0]!;
      expect(mailText).toContain(`${mt('Total')}: ${beside.replace('{amount}', shown).replace('{usd}', usd)}`);
      const tracking = new RegExp(`https?://[^\\s/]+(/${locale}/requests/${reference}\\?key=[A-Za-z0-9_%-]+)`);
      const trackingLink = tracking.exec(received.text)?.[1];
      expect(trackingLink, `a /${locale}/requests/ link in the mail`).toBeTruthy();

      const tracker = await newVisitorPage(browser);
      await tracker.goto(trackingLink!);
      const tracked = tracker.getByRole('main');
      await expect(tracked.getByTestId('reference')).toHaveText(reference);
      const summary = tracked.getByRole('region', { name: t('Summary') });
      await expect(summary).toContainText(t('Total'));
      await expect(summary).toContainText(`${shown} · ${usd}`);
      // The page is in their language, and so is the name of what they booked.
      await expect(tracked.getByRole('heading', { level: 1 })).toHaveText(tripName);
      for (const width of [390, 1440]) {
        await tracker.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await tracker.screenshot({ path: keep(`tracking-${width}.png`), fullPage: true });
      }
      await tracker.context().close();
      await writeFile(keep('booking-mail.txt'), received.text);

      // The agency confirms it at the price it was sent with: the e-mail carries the confirmation PDF.
      const desk = await newVisitorPage(browser, { viewport: { width: 1280, height: 800 } });
      await confirmAtDesk(desk, reference);
      await desk.context().close();
      const confirmed = await waitForMail(account.email, 'request-confirmed', reference);
      const confirmedText = plainSpaces(confirmed.text);
      expect(confirmedText).toContain(
        `${mt('Total price')}: ${beside.replace('{amount}', shown).replace('{usd}', usd)}`,
      );
      expect(confirmedText).toContain(`${mt('Trip')}: ${tripName}`);
      await writeFile(keep('confirmation-mail.txt'), confirmed.text);
      await writeFile(keep('confirmation.pdf'), confirmed.files.find((f) => f.name.endsWith('.pdf'))!.content);
      const pdf = await attachedPdfText(confirmed, `booking-confirmation-${reference}.pdf`);
      expect(pdf).toContain(mt('Booking confirmation'));
      expect(pdf).toContain(tripName);
      expect(pdf).toContain(mt('Total price: {price}').replace('{price}', `${shown} · ${usd}`));

      // 4. An account on the same address: once it is confirmed, the booking is in the dashboard.
      await page.goto(`/${locale}/login?tab=register`);
      await submitRegistration(page, account, { t, country, phone: traveller.phone, address: traveller.address });
      await expect(page.getByText(t('Registration successful!'))).toBeVisible();
      const verification = await waitForMail(account.email, 'email-verification');
      const verify = new RegExp(`https?://[^\\s/]+(/${locale}/verify-email\\?token=[A-Za-z0-9_-]+)`).exec(
        verification.text,
      )?.[1];
      expect(verify, `a /${locale}/verify-email link in the mail`).toBeTruthy();
      await page.goto(verify!);
      await main.getByRole('button', { name: t('Confirm my e-mail address') }).click();
      await expect(main).toContainText(t('Your e-mail address is confirmed.'));
      await main.getByRole('link', { name: t('Log in') }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/${locale}/login`);
      await main.getByLabel(t('Email'), { exact: true }).fill(account.email);
      await main.getByLabel(t('Password'), { exact: true }).fill(account.password);
      await main.getByRole('button', { name: t('Log in') }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/${locale}/dashboard`);
      await main.getByRole('tab', { name: t('Bookings') }).click();
      const booking = main.getByRole('article', { name: t('Request {reference}').replace('{reference}', reference) });
      // Still in the currency they chose, whose rate has not moved since: the figure they were shown.
      await expect(booking).toContainText(shown);
      await expect(booking).toContainText(tripName);
    });
  }
});
