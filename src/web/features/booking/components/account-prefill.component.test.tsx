import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { AMINA } from '#web/features/auth/test/signed-in-tourist.js';
import { renderWithApp } from '#web/test/render-with-app.js';
import { DestinationInquiryForm } from './destination-inquiry-form.js';
import { TripBookingForm } from './trip-booking-form.js';
import type { ReactNode } from 'react';
import { I18nContext } from '#web/i18n/i18n.js';
import { english } from '#web/test/english.js';

// The form in English, its messages compiled from the catalogue as a page gets them.
const ENGLISH = english;
const renderInEnglish = (ui: ReactNode, options?: Parameters<typeof renderWithApp>[1]) =>
  renderWithApp(<I18nContext value={ENGLISH}>{ui}</I18nContext>, options);

const trip = { uuid: 'trip-1', name: 'Serengeti Migration', base_price: 900, budgets: [] } as unknown as Trip;
const destination = { uuid: 'dest-1', name: 'Stone Town' } as unknown as Destination;

beforeEach(() => {
  window.localStorage.setItem('authToken', 't'.repeat(43));
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          status: true,
          code: 200,
          message: 'User fetched successfully',
          data: { user: AMINA },
        }),
      ),
  );
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe.each([
  ['the trip booking form', () => <TripBookingForm trip={trip} />],
  ['the destination inquiry form', () => <DestinationInquiryForm destination={destination} />],
])('%s of a signed-in tourist', (_name, ui) => {
  it('starts with name, e-mail, phone, gender and country from the account', async () => {
    renderInEnglish(ui());
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Amina'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Mwakilema');
    expect(screen.getByLabelText('E-mail')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+255 712 345 678');
    expect(screen.getByLabelText('Gender')).toHaveDisplayValue('Female');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('Tanzania');
  });
});
