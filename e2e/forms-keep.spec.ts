import type { Page } from '@playwright/test';
import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { expect, test } from './fixtures.js';
import { newAccount } from './support/accounts.js';
import { translator } from './support/locales.js';
import { waitForMail } from './support/mailbox.js';
import { toast } from './support/personal.js';

// A German tourist's journey: what she types outlives a currency switch, a tab change and a reload; Add to cart
// pressed before she has an account is done once she has one; and the booking she sent before registering joins
// her dashboard once she confirms her address.

const main = (page: Page) => page.getByRole('main');

test('the booking form keeps its tab, its fields and the class through a currency switch, a tab change and a reload', async ({
  page,
  catalogue,
}) => {
  const de = await translator('de');
  const trip = catalogue.safariTrips[2]!;
  const comfort = catalogue.splash.searviceClasses.find((c) => c.name !== 'Economy')!;
  await page.goto(`/de/safari/${trip.uuid}`);
  const bookNow = main(page).getByRole('tab', { name: de('Book Now'), exact: true });
  await bookNow.click();
  const form = main(page).getByRole('tabpanel');
  await form.getByLabel(de('First name')).fill('Lena');
  await form.getByLabel(de('Last name')).fill('Vogel');
  await form.getByLabel(de('E-mail')).fill('lena.vogel@example.de');
  await form.getByLabel(de('Class')).selectOption(String(comfort.id));

  const kept = async () => {
    await expect(bookNow).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByLabel(de('First name'))).toHaveValue('Lena');
    await expect(form.getByLabel(de('E-mail'))).toHaveValue('lena.vogel@example.de');
    await expect(form.getByLabel(de('Class'))).toHaveValue(String(comfort.id));
  };
  // Choosing a currency loads the page again, in euros.
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: de('Currency') })
    .selectOption('EUR');
  await expect(main(page)).toContainText('€');
  await kept();

  await main(page)
    .getByRole('tab', { name: de('Overview'), exact: true })
    .click();
  await bookNow.click();
  await kept();

  await page.reload();
  await kept();
});

test('Add to cart pressed before registering is done after the new account logs in, and the earlier booking joins it once the address is confirmed', async ({
  page,
  request,
  catalogue,
}) => {
  const de = await translator('de');
  const account = newAccount('keep-de');
  const destination = catalogue.destinations[2]!;
  const trip = catalogue.safariTrips[4]!;
  // Sent as a visitor, before the account exists, with the address in other letters.
  const booked = await request.post('/api/save_booking', {
    data: {
      trip_uuid: trip.uuid,
      fname: 'Lena',
      lname: 'Vogel',
      email: account.email.toUpperCase(),
      phone: '+49 30 1234567',
      gender: catalogue.splash.genders[0]!.id,
      country: catalogue.splash.countries[0]!.id,
      guest_count: 2,
      start_date: `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-10-02`,
      class_id: catalogue.splash.searviceClasses[0]!.id,
      note: null,
    },
  });
  expect(booked.status()).toBe(201);
  const reference = (await booked.json()).data.reference as string;

  await page.goto(`/de/destination/${destination.uuid}`);
  const summary = page.getByRole('complementary', { name: de('{name} summary').replace('{name}', destination.name) });
  await summary.getByRole('button', { name: de('Add to cart') }).click();
  await expect(toast(page, de('Login Required'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/de/login');

  // No account yet: she registers first.
  await main(page)
    .getByRole('tab', { name: de('Register') })
    .click();
  const form = main(page);
  await form.getByLabel(de('Full name')).fill('Lena Vogel');
  await form.getByLabel(de('Email')).fill(account.email);
  await form.getByLabel(de('Phone')).fill('+49 30 1234567');
  await form.getByLabel(de('Country')).selectOption({ index: 1 });
  await form.getByLabel(de('Gender')).selectOption({ index: 1 });
  await form.getByLabel(de('Address')).fill('Kastanienallee 12, Berlin');
  await form.getByLabel(de('Password'), { exact: true }).fill(account.password);
  await form.getByLabel(de('Confirm password'), { exact: true }).fill(account.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: de('Create account') }).click();

  // The login tab opens with her address; the password is all she types.
  await expect(page).toHaveURL((url) => url.pathname === '/de/login' && url.searchParams.get('tab') === 'login');
  await expect(form.getByLabel(de('Password'), { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === `/de/destination/${destination.uuid}`);
  await expect(toast(page, de('Added to cart successfully'))).toBeVisible();
  await expect(summary.getByRole('button', { name: de('Remove from cart') })).toBeVisible();

  // The booking sent before registering is not hers until she confirms the address.
  const mail = await waitForMail(account.email, 'email-verification');
  expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Kilele Safaris');
  const link = /https?:\/\/[^\s/]+(\/de\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await main(page)
    .getByRole('button', { name: de('Confirm my e-mail address') })
    .click();
  await expect(main(page)).toContainText(de('Your e-mail address is confirmed.'));
  await main(page)
    .getByRole('link', { name: de('Open my dashboard') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/dashboard');
  await expect(main(page).getByRole('tabpanel')).toContainText(reference);
});
