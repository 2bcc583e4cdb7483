import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { expect, test } from './fixtures.js';
import { blockingViolations, E2E_OWNER, moveRequest, signInToBackOffice } from './support/back-office.js';

// After the sale: an agent confirms a booking and the request page lists the e-mails the scheduler will send
// (reminders, the travellers' details, the pre-departure message) in East Africa time; the agent skips one after a
// question. At 1440 px and on a 390 px phone; screenshots are kept with the test's output.

const SIZES = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const size of SIZES) {
  test.describe(`at ${size.use.viewport.width} px`, () => {
    test.use(size.use);

    test('an agent opens a confirmed request, sees its planned e-mails and skips one', async ({
      page,
      request,
      catalogue,
    }, testInfo) => {
      test.slow();
      const shot = (name: string) => testInfo.outputPath(`${size.name}-${name}.png`);
      const startDate = `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-08-14`;
      const booked = await request.post('/api/save_booking', {
        data: {
          trip_uuid: catalogue.safariTrips[0]!.uuid,
          fname: 'Neema',
          lname: 'Kileo',
          email: `plan.${size.name}.${Date.now()}@example.com`,
          phone: '+255 754 000 222',
          gender: 1,
          country: 1,
          guest_count: 2,
          start_date: startDate,
          class_id: 1,
          note: null,
        },
      });
      expect(booked.status()).toBe(201);
      const reference: string = (await booked.json()).data.reference;

      await signInToBackOffice(page, E2E_OWNER);
      await page.goto(`/admin/requests?q=${reference}`);
      await page.getByRole('main').getByText(reference).first().click();
      const planned = page.getByRole('region', { name: 'Planned e-mails' });
      await expect(planned).toContainText('Reminders and trip e-mails are planned once the request is confirmed.');
      await moveRequest(page, 'In progress');
      await moveRequest(page, 'Confirmed');

      await expect(planned).toContainText('Deposit reminder');
      await expect(planned).toContainText('Balance reminder');
      await expect(planned).toContainText('Ask for the travellers’ details');
      await expect(planned).toContainText('Pre-departure message with the final itinerary');
      await expect(planned).toContainText(/\d{4}, 09:00 EAT/);
      await expect(planned.getByRole('button', { name: /^Skip/ })).toHaveCount(6);
      await planned.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('planned'), fullPage: true });
      await planned.screenshot({ path: shot('planned-section') });
      expect(await blockingViolations(page)).toEqual([]);

      await planned.getByRole('button', { name: 'Skip ask for the travellers’ details' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Skip “Ask for the travellers’ details” planned for');
      await expect(dialog).toContainText('It will not be sent.');
      await page.screenshot({ path: shot('skip-question') });
      await dialog.getByRole('button', { name: 'Skip e-mail' }).click();
      await expect(page.getByText('Ask for the travellers’ details skipped: it will not be sent.')).toBeVisible();
      await expect(planned.getByRole('button', { name: /^Skip/ })).toHaveCount(5);
      await expect(planned.getByRole('button', { name: 'Skip ask for the travellers’ details' })).toHaveCount(0);
      await expect(planned).toContainText('Skipped');
      await page.screenshot({ path: shot('skipped'), fullPage: true });
      await planned.screenshot({ path: shot('skipped-section') });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.use.viewport.width,
      );

      // The owner's page of failed jobs is one link away (none have failed here).
      await page.goto('/admin/scheduled');
      await expect(page.getByRole('heading', { name: 'Failed jobs', level: 1 })).toBeVisible();
      await expect(page.getByText('No failed job: every scheduled e-mail went out or is planned.')).toBeVisible();
      await page.screenshot({ path: shot('failed-jobs'), fullPage: true });
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
