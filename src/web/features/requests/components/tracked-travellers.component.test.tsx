import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TravellersDetailsAnswer } from '#domain/api/travellers.js';
import type { TrackedRequest } from '#domain/api/requests-desk.js';
import { renderWithApp } from '#web/test/render-with-app.js';
import { TrackedTravellers } from './tracked-travellers.js';

// The travellers' form on the tracking page as the tourist uses it: the trip's rules checked before anything is sent,
// the focus on the first wrong field, what was sent shown masked, and a change sent without retyping a passport.

const REFERENCE = 'TZ-7K3M9Q';
const ACCESS = { reference: REFERENCE, key: 'secret-key' };

const request = (over: Partial<TrackedRequest> = {}): TrackedRequest =>
  ({
    reference: REFERENCE,
    status: 'confirmed',
    start_date: '2027-03-10',
    end_date: '2027-03-16',
    guests: 2,
    travellers: null,
    travellers_complete: false,
    ...over,
  }) as TrackedRequest;

const SENT: TravellersDetailsAnswer = {
  travellers: [
    {
      full_name: 'Lena Schmidt',
      nationality: { id: 3, name: 'Germany' },
      date_of_birth: '1988-04-02',
      passport_number: '•••• 0T47',
      passport_expiry: '2031-01-31',
      dietary: null,
      medical: null,
    },
    {
      full_name: 'Jonas Schmidt',
      nationality: { id: 3, name: 'Germany' },
      date_of_birth: '1986-11-20',
      passport_number: '•••• 4567',
      passport_expiry: '2032-06-30',
      dietary: 'Vegetarian',
      medical: null,
    },
  ],
  arrival: { flight: 'KL 569', arrival_at: null },
  emergency_contact: { name: 'Anke Schmidt', phone: '+49 30 555 0101' },
  sent_at: '2026-11-29T10:00:00.000Z',
  erased_at: null,
};

const SPLASH = {
  countries: [{ id: 3, code: 'DE', name: 'Germany' }],
  genders: [],
  searviceClasses: [],
  currencies: [],
  locations: [],
  tripTypes: [],
};

function serveApi(saved: TravellersDetailsAnswer = SENT) {
  const puts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (init?.method === 'PUT') puts.push(JSON.parse(String(init.body)));
    const data = url.pathname.endsWith('/splash') ? SPLASH : init?.method === 'PUT' ? { travellers: saved } : {};
    return new Response(JSON.stringify({ status: true, code: 200, message: 'ok', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return puts;
}

afterEach(() => vi.restoreAllMocks());

describe("the travellers' details on the tracking page", () => {
  it('shows nothing before the trip is confirmed', () => {
    serveApi();
    const { container } = renderWithApp(<TrackedTravellers request={request({ status: 'quoted' })} access={ACCESS} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('checks the passport against the trip before sending and moves the focus to the first wrong field', async () => {
    const puts = serveApi();
    const { user } = renderWithApp(<TrackedTravellers request={request()} access={ACCESS} />);
    const first = screen.getByRole('group', { name: 'Traveller 1' });
    await screen.findAllByRole('option', { name: 'Germany' });
    for (const n of [1, 2]) {
      const block = screen.getByRole('group', { name: `Traveller ${n}` });
      await user.type(within(block).getByLabelText('Full name as in the passport'), `Person ${n}`);
      await user.selectOptions(within(block).getByLabelText('Nationality'), 'Germany');
      await user.type(within(block).getByRole('textbox', { name: 'Date of birth' }), '1988-04-02');
      await user.type(within(block).getByLabelText('Passport number'), `K123456${n}`);
      // Six months after 16 March is 16 September: the first passport runs out a day before.
      const expiry = n === 1 ? '2027-09-15' : '2027-09-16';
      await user.type(within(block).getByRole('textbox', { name: 'Passport valid until' }), expiry);
    }
    await user.click(screen.getByRole('button', { name: "Send travellers' details" }));
    expect(
      await within(first).findByText('Passport must be valid for at least six months after your trip.'),
    ).toBeVisible();
    // Under its field and in the form's alert.
    expect(screen.getAllByText("Please enter the emergency contact's name.")).toHaveLength(2);
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Passport valid until' })).toHaveFocus());
    expect(puts).toEqual([]);
  });

  it('shows what was sent masked, and sends a change with the masked numbers left as they were', async () => {
    const puts = serveApi();
    const { user } = renderWithApp(
      <TrackedTravellers request={request({ travellers: SENT, travellers_complete: true })} access={ACCESS} />,
    );
    const sent = screen.getByTestId('travellers-sent');
    expect(sent).toHaveTextContent('•••• 0T47');
    expect(sent).toHaveTextContent('Vegetarian');
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    const second = screen.getByRole('group', { name: 'Traveller 2' });
    expect(within(second).getByLabelText('Passport number')).toHaveValue('•••• 4567');
    await user.clear(within(second).getByRole('textbox', { name: /^Dietary needs/ }));
    await user.type(within(second).getByRole('textbox', { name: /^Dietary needs/ }), 'Vegan');
    await user.click(screen.getByRole('button', { name: "Send travellers' details" }));
    await screen.findByText('Thank you: the details are saved.');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      travellers: [
        { passport_number: '•••• 0T47', nationality: 3 },
        { passport_number: '•••• 4567', dietary: 'Vegan' },
      ],
      emergency_contact: { name: 'Anke Schmidt' },
    });
  });
});
