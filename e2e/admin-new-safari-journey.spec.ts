import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { formatMoney } from '../src/domain/currency/format-price.js';
import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { expect, newVisitorPage, test } from './fixtures.js';
import { createDraftTrip } from './support/back-office.js';

// Issue 14's journey, on a desk and on a phone: an agent makes a new safari from nothing (two days,
// a budget table pasted from a spreadsheet, an uploaded banner), previews the draft as the storefront
// will show it, publishes it; a visitor finds it on /safaris and books it at the table's price.

/** The 6 × 3 block a spreadsheet copies: Low then High season, each service class, 2/4/6 guests. */
function budgetTable(classCount: number): number[][] {
  return Array.from({ length: 2 * classCount }, (_, row) => [0, 1, 2].map((col) => 3000 + row * 100 + col * 10));
}

/** A real paste event carrying tab-separated text, as a browser sends it from the clipboard. */
async function pasteInto(cell: Locator, text: string) {
  await cell.focus();
  await cell.evaluate((element, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', data);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

async function typeRichText(page: Page, box: Locator, text: string) {
  await box.click();
  await page.keyboard.type(text);
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('an agent creates, previews and publishes a new safari; a visitor books it at the table price', async ({
      page,
      browser,
      catalogue,
    }) => {
      // One journey through two apps on a shared two-core machine: longer than a single page's check.
      test.setTimeout(150_000);
      const name = `Kilimanjaro Foothills Safari ${width} ${Date.now()}`;
      const classes = catalogue.splash.searviceClasses.map((c) => c.name);
      const table = budgetTable(classes.length);
      const comfort = classes.indexOf('Comfort');
      // High season (July–December), Comfort, two guests: the table's High block, Comfort's row, first column.
      const price = table[classes.length + comfort]![0]!;

      const editor = await createDraftTrip(page, name, 2500);
      await editor.getByLabel('Destination to add').selectOption({ label: 'Serengeti' });
      await editor.getByRole('button', { name: 'Add', exact: true }).click();
      await typeRichText(
        page,
        editor.getByRole('textbox', { name: 'Description', exact: true }),
        'Two days below the mountain.',
      );

      await editor.getByRole('button', { name: 'Add a day' }).click();
      await editor.getByRole('button', { name: 'Add a day' }).click();
      const days = editor.getByRole('list', { name: 'Itinerary days' });
      await days.getByRole('listitem', { name: 'Day 1' }).getByLabel('Title').fill('Arusha to the foothills');
      await days.getByRole('listitem', { name: 'Day 2' }).getByLabel('Title').fill('Forest walk and home');

      const tsv = table.map((row) => row.join('\t')).join('\n');
      await pasteInto(editor.getByLabel(`Low season, ${classes[0]}, 2 guests`, { exact: true }), tsv);
      await expect(editor.getByLabel('High season, Comfort, 2 guests', { exact: true })).toHaveValue(String(price));
      await expect(editor.getByLabel(`High season, ${classes.at(-1)}, 6 guests`, { exact: true })).toHaveValue(
        String(table.at(-1)![2]),
      );

      const banner = await sharp({
        create: { width: 1280, height: 640, channels: 3, background: { r: 196, g: 140, b: 64 } },
      })
        .jpeg()
        .toBuffer();
      await editor
        .locator('input[type="file"]')
        .setInputFiles({ name: 'foothills.jpg', mimeType: 'image/jpeg', buffer: banner });
      await expect(editor.getByText('The new picture is on the trip once you save.')).toBeVisible();

      // Nothing but the budget grid (which scrolls inside its own box) may be wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(editor.getByText('All changes saved')).toBeVisible();
      await expect(editor.getByText('Draft', { exact: true })).toBeVisible();

      // The preview: the storefront's own page for the draft, in a new tab.
      const [preview] = await Promise.all([
        page.waitForEvent('popup'),
        editor.getByRole('link', { name: 'Preview' }).click(),
      ]);
      const previewErrors: string[] = [];
      preview.on('pageerror', (error) => previewErrors.push(error.message));
      // A new tab starts cold (shell, scripts, then the preview's own call): wait for it to load as a
      // visitor would, as page.goto does, before the usual wait for what it shows.
      await preview.waitForLoadState('load');
      await expect(preview.getByText('Preview — not published')).toBeVisible();
      await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const previewMain = preview.getByRole('main');
      await previewMain.getByRole('tab', { name: 'Budget', exact: true }).click();
      await expect(previewMain.getByRole('tabpanel')).toContainText(
        formatMoney(price, 'USD', catalogue.splash.currencies),
      );
      await previewMain.getByRole('tab', { name: 'Itinerary', exact: true }).click();
      await expect(previewMain.getByRole('tabpanel')).toContainText('Forest walk and home');
      expect(previewErrors).toEqual([]);
      await preview.close();

      await editor.getByRole('button', { name: 'Publish' }).click();
      await expect(editor.getByText('Published', { exact: true })).toBeVisible();

      // A visitor, in a browser of their own, finds it on /safaris and books it.
      const visitor = await newVisitorPage(browser, { viewport: { width, height } });
      await visitor.goto('/safaris');
      const card = visitor.getByRole('link', { name: new RegExp(name) }).first();
      const loadMore = visitor.getByRole('button', { name: 'Load More' });
      // Newest last: "Load More" until it is on the page.
      for (;;) {
        await expect(loadMore.or(card).first()).toBeVisible();
        if (await card.isVisible()) break;
        await loadMore.click();
      }
      await card.click();
      const main = visitor.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
      await main.getByRole('tab', { name: 'Book Now', exact: true }).click();
      const form = main.getByRole('tabpanel');
      await form.getByLabel('First name').fill('Amani');
      await form.getByLabel('Last name').fill('Mrema');
      await form.getByLabel('E-mail').fill(`amani.${width}.${Date.now()}@example.com`);
      await form.getByLabel('Phone').fill('+255 754 000 111');
      await form.getByLabel('Guests').fill('2');
      await form.getByLabel('Start date').fill(`${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-08-20`);
      await form.getByLabel('Class').selectOption({ label: 'Comfort' });
      await form.getByLabel('Gender').selectOption({ label: 'Female' });
      await form.getByLabel('Country').selectOption({ index: 1 });
      const total = formatMoney(price * 2, 'USD', catalogue.splash.currencies);
      await expect(form.getByRole('region', { name: 'Your price' }).locator('[aria-live]')).toHaveText(total);
      await form.getByRole('button', { name: 'Book Now' }).click();
      const dialog = visitor.getByRole('dialog', { name: 'Booking Successful' });
      await expect(dialog).toContainText(name);
      await expect(dialog).toContainText(`Total price: ${total}`);
      await visitor.context().close();
    });
  });
}
