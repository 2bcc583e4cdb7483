import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestTimeline } from './request-timeline.js';

describe("the desk's timeline", () => {
  it("shows the tourist's message from the tracking page as a message from the tourist, apart from the agency's", () => {
    render(
      <RequestTimeline
        entries={[
          {
            at: '2027-03-01T08:00:00.000Z',
            kind: 'message',
            actor: 'Neema',
            text: 'Here is your quote.',
            visible_to_tourist: true,
          },
          {
            at: '2027-03-02T09:00:00.000Z',
            kind: 'tourist_message',
            actor: null,
            text: 'Can we start a day later?',
            visible_to_tourist: true,
            mail: { to: 'bookings@kilele-safaris.example', subject: 'Message from Lena Vogel', delivery: 'sent' },
          },
        ]}
      />,
    );
    const [agency, tourist] = screen.getAllByRole('listitem');
    expect(agency).toHaveTextContent('MessageNeema');
    expect(tourist).toHaveTextContent('Message from the touristTourist');
    expect(tourist).toHaveTextContent('Can we start a day later?');
  });
});
