import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n, I18nContext } from '#web/i18n/i18n.js';
import { loadCatalogue } from '#web/i18n/catalogues.js';
import { LocaleContext } from '#web/lib/locale.js';
import { DateInput } from './date-input.js';
import { Field } from './field.js';

// The page's translator, as the app provides it: English compiled from its catalogue.
const english = createI18n('en', await loadCatalogue('en'));

function StartDate({ initial = '', min }: { initial?: string; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nContext value={english}>
      <Field label="Start date">
        <DateInput label="Start date" value={value} onChange={setValue} min={min} />
      </Field>
      <output aria-label="Value">{value}</output>
    </I18nContext>
  );
}

const value = () => screen.getByRole('status', { name: 'Value' });

describe('DateInput', () => {
  it('reads a typed date and shows it in words once the visitor moves on', async () => {
    const user = userEvent.setup();
    render(<StartDate />);
    const input = screen.getByLabelText('Start date');
    await user.type(input, '12 Dec 2026');
    expect(value()).toHaveTextContent('2026-12-12');
    await user.tab();
    expect(input).toHaveValue('Sat, 12 Dec 2026');

    await user.clear(input);
    await user.type(input, '2027-03-01');
    await user.tab();
    expect(input).toHaveValue('Mon, 1 Mar 2027');
  });

  it('keeps text that is not a date, for the form to refuse', async () => {
    const user = userEvent.setup();
    render(<StartDate />);
    await user.type(screen.getByLabelText('Start date'), '12/11/2026');
    expect(value()).toHaveTextContent('12/11/2026');
  });

  it('opens a calendar that takes the focus, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<StartDate initial="2026-12-12" min="2026-12-01" />);
    const button = screen.getByRole('button', { name: 'Open calendar' });
    expect(button).toHaveAccessibleDescription('Start date');
    await user.click(button);

    const calendar = await screen.findByRole('dialog', { name: 'Calendar for start date' });
    const selected = await waitFor(() => {
      const day = calendar.querySelector<HTMLButtonElement>('[aria-selected="true"] button, [data-selected] button');
      expect(day).not.toBeNull();
      return day!;
    });
    await waitFor(() => expect(selected).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('sets the day picked in the calendar, never one before the first allowed', async () => {
    const user = userEvent.setup();
    render(<StartDate initial="2026-12-12" min="2026-12-10" />);
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar for start date' });
    const day = (n: number) =>
      [...calendar.querySelectorAll<HTMLButtonElement>('td button')].find((b) => b.textContent === String(n))!;
    await waitFor(() => expect(day(9)).toBeDefined());
    expect(day(9)).toBeDisabled();

    await user.click(day(24));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(value()).toHaveTextContent('2026-12-24');
    expect(screen.getByLabelText('Start date')).toHaveValue('Thu, 24 Dec 2026');
  });

  it("speaks the page's language: its example, its typed forms, the calendar's month and weekday names", async () => {
    const user = userEvent.setup();
    const german = createI18n('de', await loadCatalogue('de'));
    function Beginn() {
      const [day, setDay] = useState('');
      return (
        <LocaleContext value="de">
          <I18nContext value={german}>
            <Field label="Beginn">
              <DateInput label="Beginn" value={day} onChange={setDay} min="2026-12-01" />
            </Field>
            <output aria-label="Value">{day}</output>
          </I18nContext>
        </LocaleContext>
      );
    }
    render(<Beginn />);
    const input = screen.getByLabelText('Beginn');
    expect(input).toHaveAttribute('placeholder', 'z. B. 12. Dez. 2026');
    await user.type(input, '12.12.2026');
    expect(value()).toHaveTextContent('2026-12-12');
    await user.tab();
    expect(input).toHaveValue('Sa., 12. Dez. 2026');

    await user.click(screen.getByRole('button', { name: german._('Open calendar') }));
    const calendar = await screen.findByRole('dialog');
    await waitFor(() => expect(calendar).toHaveTextContent('Dezember 2026'));
    const weekdays = [...calendar.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
  });
});
