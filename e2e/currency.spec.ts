import type { APIRequestContext } from '@playwright/test';
import { priceLabel, type CurrencyLike } from '../src/domain/currency/format-price.js';
import type { Catalogue } from './support/catalogue.js';
import { expect, test } from './fixtures.js';
import { amountOf, cardPriceTexts, tripCard, tripCards } from './support/trip-cards.js';

// Prices: the 'From' prices are whole units (USD, EUR and GBP with thousands separators, TZS
// after 'TSh '), by the domain's own rule. The choice is kept under selectedCurrency.

/** The currency the page converts with: the live rate the server answers for it. */
async function currencyOf(request: APIRequestContext, catalogue: Catalogue, code: string): Promise<CurrencyLike> {
  const currency = catalogue.splash.currencies.find((c) => c.code === code);
  if (!currency) throw new Error(`${code} is not in the currency list`);
  const res = await request.post(`/api/exchange-rate?currency=${currency.uuid}`);
  const rate = ((await res.json()) as { data: { rate: number } }).data.rate;
  return { code, symbol: currency.symbol, rate };
}

test('prices follow the currency picked in the header, and the choice survives a reload', async ({
  page,
  request,
  catalogue,
}) => {
  const eur = await currencyOf(request, catalogue, 'EUR');
  const tzs = await currencyOf(request, catalogue, 'TZS');
  const usd: CurrencyLike = { code: 'USD', symbol: '$', rate: 1 };
  const list = [usd, eur, tzs];
  // A price past a thousand in euros shows the separator, and no cents.
  const trip = catalogue.safariTrips.find((t) => t.base_price * eur.rate >= 1000)!;
  await page.goto('/safaris');
  const card = tripCard(page, trip.name);
  const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('USD');
  await expect(card).toContainText(priceLabel(trip.base_price, usd, list));

  await currency.selectOption('EUR');
  const euros = priceLabel(trip.base_price, eur, list);
  expect(euros).toMatch(/^From €\d{1,3}(,\d{3})+$/);
  await expect(card).toContainText(euros);
  await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
  for (const price of await cardPriceTexts(page)) expect(price).toMatch(/^€\d{1,3}(,\d{3})*$/);

  await currency.selectOption('TZS');
  await expect(card).toContainText(/From TSh [\d,]+(?![\d.])/);
  for (const price of await cardPriceTexts(page)) expect(price).toMatch(/^TSh \d[\d,]*$/);
  const tzsPrice = /From (TSh [\d,]+)/.exec(await card.innerText())?.[1] ?? '';
  expect(amountOf(tzsPrice)).toBe(Math.round(trip.base_price * tzs.rate));

  await page.reload();
  await expect(currency).toHaveValue('TZS');
  expect(await page.evaluate(() => window.localStorage.getItem('selectedCurrency'))).toBe('TZS');
  await expect(card).toContainText(/From TSh [\d,]+(?![\d.])/);

  await currency.selectOption('USD');
  await expect(card).toContainText(priceLabel(trip.base_price, usd, list));
  for (const price of await cardPriceTexts(page)) expect(price).toMatch(/^\$\d{1,3}(,\d{3})*$/);
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

  // The next page arrives from the server already in shillings, its rate with it: no flash of dollars
  // and no rate to fetch.
  const response = await page.goto('/tours');
  expect(await response?.text()).toMatch(/From TSh [\d,]+/);
  await expect(tripCards(page).first()).toContainText('TSh');
  await page.waitForLoadState('networkidle');
  expect(asked, 'on the next page').toEqual(['EUR', 'TZS']);
});
