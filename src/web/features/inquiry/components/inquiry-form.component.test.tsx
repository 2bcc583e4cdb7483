import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppLocation } from '#web/lib/navigation.js';
import { answerApi, renderWithApp } from '#web/test/render-with-app.js';
import { InquiryForm } from './inquiry-form.js';
import type { ReactNode } from 'react';
import { I18nContext } from '#web/i18n/i18n.js';
import { english } from '#web/test/english.js';

// The form in English, its messages compiled from the catalogue as a page gets them.
const ENGLISH = english;
const renderInEnglish = (ui: ReactNode, options?: Parameters<typeof renderWithApp>[1]) =>
  renderWithApp(<I18nContext value={ENGLISH}>{ui}</I18nContext>, options);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const destinations = {
  status: 'success' as const,
  options: [
    { id: 4, name: 'Nungwi Beach' },
    { id: 7, name: 'Ngorongoro Crater' },
    { id: 9, name: 'Mount Kilimanjaro' },
  ],
};

const renderForm = () => renderInEnglish(<InquiryForm destinations={destinations} />, { route: '/contact' });
const option = (name: string) => screen.getByRole('checkbox', { name });

describe('InquiryForm select-all', () => {
  it('ticks every destination, and unticks them all again', async () => {
    const { user } = renderForm();
    const all = screen.getByRole('checkbox', { name: /Select all destinations/ });
    expect(all).toHaveAccessibleName('Select all destinations 0 of 3 selected');

    await user.click(all);
    for (const { name } of destinations.options) expect(option(name)).toBeChecked();
    expect(all).toBeChecked();
    expect(all).toHaveAccessibleName('Select all destinations 3 of 3 selected');

    await user.click(all);
    for (const { name } of destinations.options) expect(option(name)).not.toBeChecked();
    expect(all).not.toBeChecked();
  });

  it('shows some ticked as mixed, and all ticked one by one as all', async () => {
    const { user } = renderForm();
    const all = screen.getByRole('checkbox', { name: /Select all destinations/ });
    await user.click(option('Nungwi Beach'));
    expect(all).toBePartiallyChecked();

    await user.click(option('Ngorongoro Crater'));
    await user.click(option('Mount Kilimanjaro'));
    expect(all).toBeChecked();

    const locations = screen.getByRole('checkbox', { name: /Select all locations/ });
    await user.click(locations);
    expect(option('Stone Town')).toBeChecked();
    expect(option('Serengeti')).toBeChecked();
  });
});

describe('InquiryForm errors', () => {
  it('lists every missing field in screen order, under a title, and under each field', async () => {
    const { user } = renderForm();
    await user.clear(screen.getByLabelText('Guests'));
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please correct the following:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
      'Country is required',
      'Trip type is required',
      'Number of guests is required',
      'Please select at least one destination or location',
      'Message is required',
    ]);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    // A line of the alert takes the visitor to its field.
    await user.click(within(alert).getByRole('button', { name: 'Message is required' }));
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('checks formats and the order of the dates, typed in words or as numbers', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'amina@');
    await user.type(screen.getByLabelText('Phone'), '12ab');
    await user.type(screen.getByLabelText('Start date Optional'), '10 May 2099');
    await user.type(screen.getByLabelText('End date Optional'), '2099-05-01');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByLabelText('End date Optional')).toHaveAccessibleDescription('End date must be after start date');
    expect(screen.getByLabelText('Start date Optional')).toHaveValue('Sun, 10 May 2099');
  });

  it('says a date it cannot read is not a date', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Start date Optional'), '05/10/2099');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(screen.getByLabelText('Start date Optional')).toHaveAccessibleDescription('Please enter a valid date');
  });

  it('shows the server’s 422 messages under the fields', async () => {
    answerApi(422, {
      status: false,
      code: 422,
      message: 'Please select a valid country',
      errors: { country: ['Please select a valid country'] },
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Last name'), 'Mussa');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Phone'), '+255 712 345 678');
    await user.selectOptions(screen.getByLabelText('Country'), 'Tanzania');
    await user.selectOptions(screen.getByLabelText('Trip type'), 'Honeymoon');
    await user.click(screen.getByRole('checkbox', { name: /Select all destinations/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select all locations/ }));
    await user.type(screen.getByLabelText('Message'), 'Ten days, half safari, half beach.');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText('Submission Failed')).toBeVisible();
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Please select a valid country');
  });

  it('asks for destinations or locations, and one ticked location answers it for both lists', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    const message = 'Please select at least one destination or location';
    const destinationsGroup = screen.getByRole('group', { name: /^Destinations/ });
    const locationsGroup = screen.getByRole('group', { name: /^Locations/ });
    expect(within(destinationsGroup).getByText(message)).toBeVisible();
    expect(within(locationsGroup).getByText(message)).toBeVisible();

    await user.click(option('Stone Town'));
    expect(within(destinationsGroup).queryByText(message)).toBeNull();
    expect(within(locationsGroup).queryByText(message)).toBeNull();
    expect(within(screen.getByRole('alert')).queryByText(message)).toBeNull();
  });
});

describe('InquiryForm budget', () => {
  it('says of every band that it is per person, not for the whole party', () => {
    renderForm();
    const bands = within(screen.getByRole('group', { name: /^Budget/ })).getAllByRole('radio');
    expect(bands.map((band) => band.parentElement!.textContent)).toEqual([
      'Budget$500 – $1,500 per person',
      'Mid-range$1,500 – $3,000 per person',
      'Luxury$3,000 – $5,000 per person',
      'Ultra-luxury$5,000 and up per person',
    ]);
  });
});

describe('InquiryForm sent', () => {
  it('shows the reference the API answered with and stays on the page', async () => {
    // Timers the test moves on by hand, which also run on their own so the clicks and the request go ahead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    answerApi(201, {
      status: true,
      code: 201,
      message: 'Inquiry submitted successfully',
      data: { uuid: '0f8b6c2a-5d1e-4c3b-9a7f-2e6d8c4b1a90', reference: 'TZ-7K3M9Q' },
    });
    // Where the app is, as its links and redirects see it.
    function Address() {
      return <p data-testid="address">{useAppLocation().pathname}</p>;
    }
    const { user } = renderInEnglish(
      <>
        <InquiryForm destinations={destinations} />
        <Address />
      </>,
      { route: '/contact' },
    );
    await user.type(screen.getByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Last name'), 'Mussa');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Phone'), '+255 712 345 678');
    await user.selectOptions(screen.getByLabelText('Country'), 'Tanzania');
    await user.selectOptions(screen.getByLabelText('Trip type'), 'Honeymoon');
    await user.click(option('Stone Town'));
    await user.type(screen.getByLabelText('Message'), 'Ten days, half safari, half beach.');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Inquiry Submitted Successfully!');
    expect(sent).toHaveTextContent('Your reference is TZ-7K3M9Q; it is in your confirmation e-mail too.');
    // Long after the 2 seconds the page once waited before leaving for home, the visitor is still here.
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('address')).toHaveTextContent('/contact');
    expect(screen.getByRole('status')).toHaveTextContent('TZ-7K3M9Q');
  });
});
