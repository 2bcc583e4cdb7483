import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render-with-app.js';
import { RequestTimeline } from './request-timeline.js';

describe('RequestTimeline', () => {
  it('dates each entry on the agency’s clock and says which clock that is', () => {
    render(
      <RequestTimeline
        entries={[
          { kind: 'received', at: '2026-11-24T06:05:00Z', text: 'Request received', status: null, words: '' },
          // Late on the 30th in UTC, already the 1st in Dar es Salaam.
          { kind: 'status', at: '2026-11-30T22:30:00Z', text: 'Confirmed', status: 'confirmed', words: '' },
        ]}
      />,
    );
    expect(screen.getAllByRole('time').map((time) => time.textContent)).toEqual([
      '24 Nov 2026, 09:05 EAT',
      '1 Dec 2026, 01:30 EAT',
    ]);
  });

  it('names the arrival and each status in the page’s language, with the words as written', async () => {
    renderWithApp(
      <RequestTimeline
        entries={[
          { kind: 'received', at: '2026-11-24T06:05:00Z', text: 'Request received', status: null, words: '' },
          {
            kind: 'status',
            at: '2026-11-25T08:00:00Z',
            text: 'Confirmed — Karibu!',
            status: 'confirmed',
            words: 'Karibu!',
          },
        ]}
      />,
      { locale: 'de' },
    );
    const entries = await screen.findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Anfrage eingegangen');
    expect(entries[1]).toHaveTextContent('Bestätigt — Karibu!');
  });
});
