import type { APIRequestContext } from '@playwright/test';
import type { Catalogue } from './support/catalogue.js';
import { expect, test } from './fixtures.js';
import { amountOf, cardPriceTexts, tripCard, tripCards } from './support/trip-cards.js';

// Prices: USD, EUR and GBP show the symbol, 2 decimals and thousands
// separators; TZS is a whole number after 'TSh '. The choice is kept under selectedCurrency.

const grouped = (amount: number, decimals: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** The rate the page converts with: the live rate the server answers for that currency. */
async function rateOf(request: APIRequestContext, catalogue: Catalogue, code: string): Promise<number> {
  const currency = catalogue.splash.currencies.find((c) => c.code === code);
  if (!currency) throw new Error(`${code} is not in the currency list`);
  const res = await request.post(`/api/exchange-rate?currency=${currency.uuid}`);
  return ((await res.json()) as { data: { rate: number } }).data.rate;
}

test('prices follow the currency picked in the header, and the choice survives a reload', async ({
  page,
  request,
  catalogue,
}) => {
  const eur = await rateOf(request, catalogue, 'EUR');
  const tzs = await rateOf(request, catalogue, 'TZS');
  // A price past a thousand in euros shows the separator.
  const trip = catalogue.safariTrips.find((t) => t.base_price * eur >= 1000)!;
  await page.goto('/safaris');
  const card = tripCard(page, trip.name);
  const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('USD');
  await expect(card).toContainText(`From $${grouped(trip.base_price, 2)}`);

  await currency.selectOption('EUR');
  await expect(card).toContainText(`From €${grouped(trip.base_price * eur, 2)}`);
  await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
  for (const price of await cardPriceTexts(page)) expect(price).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/);

  await currency.selectOption('TZS');
  await expect(card).toContainText(/From TSh [\d,]+$/m);
  for (const price of await cardPriceTexts(page)) expect(price).toMatch(/^TSh \d[\d,]*$/);
  const tzsPrice = /From (TSh [\d,]+)/.exec(await card.innerText())?.[1] ?? '';
  expect(amountOf(tzsPrice)).toBe(Math.round(trip.base_price * tzs));

  await page.reload();
  await expect(currency).toHaveValue('TZS');
  expect(await page.evaluate(() => window.localStorage.getItem('selectedCurrency'))).toBe('TZS');
  await expect(card).toContainText(/From TSh [\d,]+$/m);

  await currency.selectOption('USD');
  await expect(card).toContainText(`From $${grouped(trip.base_price, 2)}`);
  for (const price of await cardPriceTexts(page)) expect(price).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
});

test('only the currency in use has its rate fetched: none for USD, one per switch', async ({ page, catalogue }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/exchange-rate') {
      const uuid = new URL(request.url()).searchParams.get('currency');
      asked.push(catalogue.splash.currencies.find((c) => c.uuid === uuid)?.code ?? `unknown ${uuid}`);
    }
  });
  await page.goto('/safaris');
  const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('USD');
  await expect(tripCards(page).first()).toContainText('$');
  await page.waitForLoadState('networkidle');
  expect(asked, 'in US dollars').toEqual([]);

  await currency.selectOption('EUR');
  await expect(tripCards(page).first()).toContainText('€');
  await page.waitForLoadState('networkidle');
  expect(asked, 'after choosing euros').toEqual(['EUR']);

  await currency.selectOption('TZS');
  await expect(tripCards(page).first()).toContainText('TSh');
  await page.waitForLoadState('networkidle');
  expect(asked, 'after choosing shillings').toEqual(['EUR', 'TZS']);

  // Another page in shillings asks for the shilling only.
  await page.goto('/tours');
  await expect(tripCards(page).first()).toContainText('TSh');
  await page.waitForLoadState('networkidle');
  expect(asked, 'on the next page').toEqual(['EUR', 'TZS', 'TZS']);
});
