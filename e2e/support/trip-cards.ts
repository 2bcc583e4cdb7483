import type { Page } from '@playwright/test';

/** The trip cards of a list page (TripCard renders an <article> titled by an h3 link). */
export const tripCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

export const tripCard = (page: Page, tripName: string) =>
  tripCards(page).filter({ has: page.getByRole('heading', { level: 3, name: tripName, exact: true }) });

// Cards further down a list are drawn only as they near the screen (content-visibility: auto), and a card not
// drawn yet has no rendered text (`innerText` is empty): the cards are read by their text content.

export async function cardTitles(page: Page): Promise<string[]> {
  return (await tripCards(page).getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
}

/** The 'From {price}' text of every card, in page order. */
export async function cardPriceTexts(page: Page): Promise<string[]> {
  const texts = await tripCards(page).allTextContents();
  return texts.map((text) => /From\s+(\D*?[\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.trim() ?? text);
}

/** '€2,208' → 2208; '€32.20' → 32.2; 'TSh 91,000' → 91000. */
export function amountOf(price: string): number {
  const digits = /[\d,]+(?:\.\d+)?/.exec(price)?.[0];
  if (!digits) throw new Error(`no amount in '${price}'`);
  return Number(digits.replaceAll(',', ''));
}

export async function cardAmounts(page: Page): Promise<number[]> {
  return (await cardPriceTexts(page)).map(amountOf);
}
