import type { APIRequestContext, Page } from '@playwright/test';
import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { expect, test } from './fixtures.js';
import type { Catalogue } from './support/catalogue.js';
import { blockingViolations, E2E_OWNER, signInToBackOffice } from './support/back-office.js';

// WCAG 2.1 A and AA as axe-core checks it, on every page of the back office, the editors included,
// on a desk and on a phone: no serious or critical violation anywhere.

interface BackOfficePage {
  name: string;
  open(page: Page, ids: Ids): Promise<void>;
}

interface Ids {
  trip: string;
  destination: string;
  request: string;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const PAGES: BackOfficePage[] = [
  { name: 'overview', open: async (page) => (await page.goto('/admin'), heading(page, 'Overview')) },
  {
    name: 'requests',
    open: async (page) => {
      await page.goto('/admin/requests');
      await expect(page.getByText(/\d+–\d+ of \d+/).first()).toBeVisible();
    },
  },
  {
    name: 'request detail',
    open: async (page, ids) => {
      await page.goto(`/admin/requests/${ids.request}`);
      await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
    },
  },
  {
    name: 'trips',
    open: async (page) => {
      await page.goto('/admin/trips');
      await heading(page, 'Trips');
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'new trip',
    open: async (page) => {
      await page.goto('/admin/trips');
      await page.getByRole('button', { name: 'New trip' }).click();
      await expect(page.getByRole('form', { name: 'New trip' })).toBeVisible();
    },
  },
  {
    name: 'trip editor',
    open: async (page, ids) => {
      await page.goto(`/admin/trips/${ids.trip}`);
      await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Preview' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Budget' })).toBeVisible();
    },
  },
  {
    name: 'destinations',
    open: async (page) => {
      await page.goto('/admin/destinations');
      await heading(page, 'Destinations');
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'new destination',
    open: async (page) => {
      await page.goto('/admin/destinations');
      await page.getByRole('button', { name: 'New destination' }).click();
      await expect(page.getByRole('form', { name: 'New destination' })).toBeVisible();
    },
  },
  {
    name: 'destination editor',
    open: async (page, ids) => {
      await page.goto(`/admin/destinations/${ids.destination}`);
      await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Preview' })).toBeVisible();
    },
  },
  {
    name: 'trip preview',
    open: async (page, ids) => {
      await page.goto(`/admin/trips/${ids.trip}`);
      const href = await page.getByRole('link', { name: 'Preview' }).getAttribute('href');
      await page.goto(href!);
      await expect(page.getByText(/^Preview — /)).toBeVisible();
      await heading(page, /./);
    },
  },
  {
    name: 'destination preview',
    open: async (page, ids) => {
      await page.goto(`/admin/destinations/${ids.destination}`);
      const href = await page.getByRole('link', { name: 'Preview' }).getAttribute('href');
      await page.goto(href!);
      await expect(page.getByText(/^Preview — /)).toBeVisible();
      await heading(page, /./);
    },
  },
  { name: 'moderation', open: async (page) => (await page.goto('/admin/moderation'), heading(page, 'Moderation')) },
  {
    name: 'moderation, ratings',
    open: async (page) => {
      await page.goto('/admin/moderation');
      await page.getByRole('tab', { name: 'Ratings' }).click();
      await expect(page.getByRole('searchbox', { name: 'Search ratings' })).toBeVisible();
    },
  },
  { name: 'subscribers', open: async (page) => (await page.goto('/admin/subscribers'), heading(page, 'Subscribers')) },
  { name: 'payments', open: async (page) => (await page.goto('/admin/payments'), heading(page, 'Payments')) },
  {
    name: 'currencies',
    open: async (page) => {
      await page.goto('/admin/currencies');
      await expect(page.getByRole('checkbox', { name: 'Offer USD on the storefront' })).toBeVisible();
    },
  },
  { name: 'audit', open: async (page) => (await page.goto('/admin/audit'), heading(page, 'Audit')) },
  { name: 'staff', open: async (page) => (await page.goto('/admin/staff'), heading(page, 'Staff')) },
  { name: 'not found', open: async (page) => (await page.goto('/admin/no-such-page'), heading(page, /./)) },
];

/** A booking of the demo catalogue's first safari, so the desk has a request to open. */
async function aRequest(request: APIRequestContext, catalogue: Catalogue): Promise<string> {
  const booked = await request.post('/api/save_booking', {
    data: {
      trip_uuid: catalogue.safariTrips[0]!.uuid,
      fname: 'Wanjiru',
      lname: 'Kamau',
      email: `wanjiru.${Date.now()}@example.com`,
      phone: '+254 712 000 111',
      gender: 1,
      country: 1,
      guest_count: 2,
      start_date: `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-10-02`,
      class_id: catalogue.splash.searviceClasses[0]!.id,
      note: null,
    },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).data.reference as string;
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every back-office page at ${width} px has no serious or critical axe violation`, async ({
    page,
    request,
    catalogue,
  }) => {
    // Nineteen pages, each checked by axe once it has settled: one sign-in, one long walk.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const reference = await aRequest(request, catalogue);
    await signInToBackOffice(page, E2E_OWNER);
    const token = await page.evaluate(() => window.localStorage.getItem('staffToken'));
    const found = await request.get(`/api/admin/requests?q=${reference}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const ids: Ids = {
      trip: catalogue.safariTrips[0]!.uuid,
      destination: catalogue.destinations[0]!.uuid,
      request: (await found.json()).data.requests[0].uuid as string,
    };

    const problems: Record<string, string[]> = {};
    for (const backOfficePage of PAGES) {
      await backOfficePage.open(page, ids);
      const violations = await blockingViolations(page);
      if (violations.length > 0) problems[backOfficePage.name] = violations;
    }
    expect(problems).toEqual({});
  });
}

test('the signed-out back-office pages have no serious or critical axe violation', async ({ page }) => {
  const problems: Record<string, string[]> = {};
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  problems.login = await blockingViolations(page);
  await page.goto('/admin/set-password?token=0123456789abcdef0123456789abcdef');
  await heading(page, /./);
  problems['set password'] = await blockingViolations(page);
  expect(problems).toEqual({ login: [], 'set password': [] });
});
