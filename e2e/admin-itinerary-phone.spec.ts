import { expect, test } from './fixtures.js';
import { createDraftTrip } from './support/back-office.js';

// The itinerary editor on a phone: a finger reorders and removes days with 44 px buttons (the drag
// handle, which a finger cannot use, is hidden), and the order it saves is the order a reload shows.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on a phone, days are added, moved up and removed with the buttons, and the order is saved', async ({ page }) => {
  const name = `Phone Itinerary ${Date.now()}`;
  const editor = await createDraftTrip(page, name, 1200);

  const days = editor.getByRole('list', { name: 'Itinerary days' });
  const day = (n: number) => days.getByRole('listitem', { name: `Day ${n}`, exact: true });
  for (const [n, title] of [
    [1, 'Arrive in Arusha'],
    [2, 'Ngorongoro Crater'],
    [3, 'A day too many'],
  ] as const) {
    await editor.getByRole('button', { name: 'Add a day' }).click();
    await day(n).getByLabel('Title').fill(title);
  }

  // Finger-sized buttons, and no handle to drag.
  for (const label of ['Move up day 3', 'Move down day 2', 'Remove day 3']) {
    const box = await editor.getByRole('button', { name: label }).boundingBox();
    expect(box?.height, label).toBeGreaterThanOrEqual(44);
    expect(box?.width, label).toBeGreaterThanOrEqual(44);
  }
  await expect(day(1).getByTitle('Drag to move this day')).toBeHidden();

  await editor.getByRole('button', { name: 'Move up day 2' }).click();
  await expect(day(1).getByLabel('Title')).toHaveValue('Ngorongoro Crater');
  await editor.getByRole('button', { name: 'Remove day 3' }).click();
  await expect(days.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.reload();
  await expect(day(1).getByLabel('Title')).toHaveValue('Ngorongoro Crater');
  await expect(day(2).getByLabel('Title')).toHaveValue('Arrive in Arusha');
  await expect(days.getByRole('listitem')).toHaveCount(2);
});
