import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { expect, newVisitorPage, test } from './fixtures.js';
import { blockingViolations, E2E_OWNER, linkIn, moveRequest, signInToBackOffice } from './support/back-office.js';
import { waitForMail } from './support/mailbox.js';
import { registerTourist, signIn } from './support/personal.js';

// The agency's morning: the owner makes an agent, who signs in with the link from their e-mail, finds
// the overdue booking, quotes and confirms it; the tourist follows it to "Confirmed" from the e-mail's
// link. On a phone, an agent confirms a signed-in tourist's booking, which the dashboard then shows.

test('an agent the owner made finds the overdue booking, quotes and confirms it; the tourist sees it', async ({
  page,
  browser,
}) => {
  test.slow();
  const agent = { name: 'Neema Agent', email: `agent.${Date.now()}@kilele.example`, password: 'tembo-kilele-2026' };

  await signInToBackOffice(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  const add = page.getByRole('form', { name: 'Add a staff member' });
  await add.getByLabel('Name').fill(agent.name);
  await add.getByLabel('Email').fill(agent.email);
  await add.getByLabel('Role').selectOption({ label: 'Agent' });
  await add.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText(`${agent.name} was added.`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/login');

  // The agent opens the one-time link from their e-mail and chooses a password.
  const invitation = await waitForMail(agent.email, 'staff-invitation');
  await page.goto(linkIn(invitation.text, '/admin/set-password?token='));
  await page.getByLabel('New password').fill(agent.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await signInToBackOffice(page, agent);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' })).toHaveCount(
    0,
  );

  // The inbox: overdue only, then a search by the tourist's name.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Requests' }).click();
  // The filters live in the address bar: the box shows ticked once the URL says so.
  await page.getByLabel('Overdue only').click();
  await expect(page.getByLabel('Overdue only')).toBeChecked();
  await page.getByLabel('Search requests').fill('becker');
  await page.getByLabel('Search requests').press('Enter');
  await expect(page).toHaveURL(/overdue=1/);
  await expect(page).toHaveURL(/q=becker/);
  const row = page.getByRole('row', { name: /^Open TZ-/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Lukas Becker');
  await expect(row).toContainText('Overdue');
  expect(await blockingViolations(page)).toEqual([]);
  await row.click();

  await expect(page.getByRole('heading', { name: 'What the visitor sent' })).toBeVisible();
  const reference = (await page.locator('main').textContent())!.match(/TZ-[2-9A-HJ-NP-Z]{6}/)![0];
  await moveRequest(page, 'In progress');
  await moveRequest(page, 'Quoted', { price: '10400', message: 'Vegetarian meals are arranged at every camp.' });
  await moveRequest(page, 'Confirmed', { message: 'See you in Arusha!' });
  // Confirmed: what may follow is Completed or Cancelled.
  await expect(page.getByRole('region', { name: 'Status' }).getByRole('button')).toHaveText(['Completed', 'Cancelled']);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Moved from Quoted to Confirmed');
  await expect(timeline).toContainText(agent.name);
  expect(await blockingViolations(page)).toEqual([]);

  // The tourist's e-mail carries the PDF confirmation and a link to follow the request.
  const confirmed = await waitForMail('lukas.becker@example.com', 'request-confirmed', reference);
  expect(confirmed.attachments).toEqual([`booking-confirmation-${reference}.pdf`]);
  expect(confirmed.text).toContain('See you in Arusha!');
  const visitor = await newVisitorPage(browser);
  await visitor.goto(linkIn(confirmed.text, `/requests/${reference}?key=`));
  const tracked = visitor.getByRole('main');
  await expect(tracked.getByText('Confirmed', { exact: true })).toBeVisible();
  const history = tracked.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Quote sent');
  await expect(history).toContainText('See you in Arusha!');
  await visitor.context().close();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("an agent confirms a signed-in tourist's booking; the dashboard says Confirmed", async ({
    page,
    browser,
    request,
    catalogue,
  }) => {
    test.slow();
    const tourist = await registerTourist(request, 'Amani Mollel');
    const trip = catalogue.safariTrips[0]!;
    const startDate = `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-09-14`;
    const booked = await request.post('/api/save_booking', {
      headers: { authorization: `Bearer ${tourist.token}` },
      data: {
        trip_uuid: trip.uuid,
        fname: 'Amani',
        lname: 'Mollel',
        email: tourist.email,
        phone: '+255 754 000 111',
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
    const card = page.getByRole('listitem', { name: new RegExp(`^Open ${reference}`) });
    await expect(card).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await card.click();
    await moveRequest(page, 'In progress');
    await moveRequest(page, 'Confirmed');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Moved from In progress to Confirmed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto('/admin');
    expect(await blockingViolations(page)).toEqual([]);

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, tourist);
    await phone.goto('/dashboard?tab=bookings');
    const booking = phone.getByRole('article', { name: `Request ${reference}` });
    await expect(booking).toContainText('Confirmed');
    await booking.getByText('History').click();
    await expect(booking.getByRole('group')).toContainText('Request received');
    await expect(booking.getByRole('group')).toContainText('Confirmed');
    await phone.close();
  });
});
