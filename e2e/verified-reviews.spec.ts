import { tripHref } from '../src/domain/trips/trip-href.js';
import { expect, newVisitorPage, test } from './fixtures.js';
import { blockingViolations, E2E_OWNER, linkIn, moveRequest, signInToBackOffice } from './support/back-office.js';
import { mailTranslator, translator } from './support/locales.js';
import { waitForMail } from './support/mailbox.js';

// Verified reviews, end to end. A German traveller's safari is confirmed and completed at the desk (1440 px); the
// review invitation arrives in German with its one-time link; on a phone (390 px) the traveller writes the review
// in German; an agent approves it and answers publicly; it appears on the trip's page with "Verified traveller",
// the month of travel and the answer. Screenshots are kept with the test's output.

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('a completed trip is reviewed from the e-mail’s link on a phone in German, approved and answered at the desk, and shown on the trip’s page', async ({
  browser,
  catalogue,
}, testInfo) => {
  test.setTimeout(240_000);
  const t = await translator('de');
  const mailT = mailTranslator('de');
  const shot = (name: string) => testInfo.outputPath(`${name}.png`);
  const email = `review.${Date.now()}@example.com`;
  const safari = catalogue.safariTrips[0]!;
  const traveller = await newVisitorPage(browser, PHONE);
  const desk = await newVisitorPage(browser, DESKTOP);

  // The German booking, as the booking form sends it.
  const booked = await traveller.request.post('/api/save_booking', {
    data: {
      trip_uuid: safari.uuid,
      fname: 'Lena',
      lname: 'Hoffmann',
      email,
      phone: '+49 30 1234567',
      gender: 1,
      country: 1,
      guest_count: 2,
      start_date: '2027-08-14',
      class_id: 1,
      note: null,
      locale: 'de',
    },
  });
  expect(booked.status()).toBe(201);
  const reference: string = (await booked.json()).data.reference;

  // The desk confirms it and, after the trip, completes it: the invitation follows.
  await signInToBackOffice(desk, E2E_OWNER);
  await desk.goto(`/admin/requests?q=${reference}`);
  await desk.getByRole('row', { name: new RegExp(`^Open ${reference}`) }).click();
  await moveRequest(desk, 'In progress');
  await moveRequest(desk, 'Confirmed');
  await moveRequest(desk, 'Completed');

  const mail = await waitForMail(email, 'review-invitation');
  expect(mail.subject).toMatch(new RegExp(`^${mailT('How was {trip}?').replace('{trip}', '.+').replace('?', '\\?')}$`));
  expect(mail.text).toContain(mailT('Write your review'));
  const link = linkIn(mail.text, '/de/reviews/write?token=');

  // The same link without the language prefix: the form in English (screenshot only; nothing is sent).
  const english = await newVisitorPage(browser, PHONE);
  await english.goto(link.replace(/^\/de/, ''));
  await expect(english.getByRole('heading', { level: 1 })).toContainText('How was');
  await english.screenshot({ path: shot('form-en-390'), fullPage: true });
  await english.context().close();

  // The traveller writes the review in German on a phone.
  await traveller.goto(link);
  const heading = traveller.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(t('How was {trip}?').split('{trip}')[0]!.trim());
  await expect(traveller.getByText(/August 2027/)).toBeVisible();
  const form = traveller.getByRole('main').locator('form');
  await form.getByRole('button', { name: t('Send my review') }).click();
  await expect(form.getByText(t('Please choose a rating from 1 to 5')).first()).toBeVisible();
  await expect(form.getByText(t('Please give your review a title')).first()).toBeVisible();
  await form.getByRole('radio', { name: t('Excellent') }).check({ force: true });
  await form.getByLabel(t('Title')).fill('Leoparden im Tarangire');
  await form
    .getByLabel(t('Your story'))
    .fill('Baraka hat uns am ersten Nachmittag einen Leoparden gezeigt. Unvergesslich!');
  await form.getByLabel(t('Your name as shown')).fill('Lena H.');
  await form.getByLabel(t('How did you travel?')).selectOption({ label: t('As a couple') });
  expect(await traveller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await traveller.screenshot({ path: shot('form-de-390'), fullPage: true });
  expect(await blockingViolations(traveller)).toEqual([]);
  await form.getByRole('button', { name: t('Send my review') }).click();
  await expect(traveller.getByText(t('Asante sana — thank you!'))).toBeVisible();
  await traveller.screenshot({ path: shot('thanks-de-390'), fullPage: true });

  // The link works once.
  await traveller.goto(link);
  await expect(traveller.getByText(t('This review link has been used already'))).toBeVisible();

  // Not on the trip's page before the agency has read it.
  const tripPage = `/de${tripHref(safari)}`;
  await traveller.goto(tripPage);
  await expect(traveller.getByText('Leoparden im Tarangire')).toHaveCount(0);

  // An agent approves it and answers publicly.
  await desk.goto('/admin/moderation?tab=reviews');
  const row = desk.getByRole('row').filter({ hasText: 'Leoparden im Tarangire' });
  await expect(row).toBeVisible();
  expect(await blockingViolations(desk)).toEqual([]);
  await desk.screenshot({ path: shot('moderation-1440'), fullPage: true });
  await row.getByRole('button', { name: 'Approve the review of Lena H.' }).click();
  await expect(row).toHaveCount(0);
  await desk.getByRole('group', { name: 'State' }).getByRole('button', { name: 'Approved' }).click();
  const approved = desk.getByRole('row').filter({ hasText: 'Leoparden im Tarangire' });
  await approved.getByRole('button', { name: 'Answer the review of Lena H.' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Answer Lena H. publicly' });
  await dialog.getByRole('textbox').fill('Asante, Lena! Baraka lässt herzlich grüßen.');
  await dialog.getByRole('button', { name: 'Publish the answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(approved).toContainText('Asante, Lena! Baraka lässt herzlich grüßen.');
  await desk.screenshot({ path: shot('moderation-answered-1440'), fullPage: true });

  // On the trip's page: verified, with the month of travel and the agency's answer.
  await traveller.goto(tripPage);
  const section = traveller.getByRole('region', { name: t('Verified reviews') });
  await expect(section).toContainText('Leoparden im Tarangire');
  await expect(section).toContainText(t('Verified traveller'));
  await expect(section).toContainText('August 2027');
  await expect(section).toContainText('Asante, Lena! Baraka lässt herzlich grüßen.');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: shot('trip-reviews-de-390') });
  const wide = await newVisitorPage(browser, DESKTOP);
  await wide.goto(tripHref(safari));
  const wideSection = wide.getByRole('region', { name: 'Verified reviews' });
  await expect(wideSection).toContainText('Verified traveller');
  await wideSection.screenshot({ path: shot('trip-reviews-en-1440') });
  await wide.context().close();

  await traveller.context().close();
  await desk.context().close();
});
