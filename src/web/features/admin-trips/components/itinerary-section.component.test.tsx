import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InTripForm } from '#web/features/admin-trips/test/trip-fixtures.js';
import { ItinerarySection } from './itinerary-section.js';

const titles = () =>
  within(screen.getByRole('list', { name: 'Itinerary days' }))
    .getAllByRole('listitem')
    .map((day) => [day.getAttribute('aria-label'), within(day).getByRole('textbox', { name: 'Title' })]);

describe('ItinerarySection', () => {
  it('moves the focused day with Alt+Arrow keys, renumbers the days and keeps the focus on it', async () => {
    const user = userEvent.setup();
    render(
      <InTripForm>
        <ItinerarySection />
      </InTripForm>,
    );
    const arusha = titles()[0]![1] as HTMLInputElement;
    await user.click(arusha);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

    expect(titles().map(([label, input]) => [label, (input as HTMLInputElement).value])).toEqual([
      ['Day 1', 'Tarangire'],
      ['Day 2', 'Arusha'],
      ['Day 3', 'Serengeti'],
    ]);
    expect(await screen.findByText('Day 1 is now day 2.')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.activeElement).toHaveValue('Arusha'));

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}{Alt>}{ArrowUp}{/Alt}');
    expect(titles().map(([, input]) => (input as HTMLInputElement).value)).toEqual([
      'Arusha',
      'Tarangire',
      'Serengeti',
    ]);
  });

  it('moves a day with its buttons and removes one', async () => {
    const user = userEvent.setup();
    render(
      <InTripForm>
        <ItinerarySection />
      </InTripForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Move up day 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove day 1' }));

    expect(titles().map(([label, input]) => [label, (input as HTMLInputElement).value])).toEqual([
      ['Day 1', 'Serengeti'],
      ['Day 2', 'Tarangire'],
    ]);
  });
});
