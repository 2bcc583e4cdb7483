import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestTimeline } from './request-timeline.js';

describe('RequestTimeline', () => {
  it('dates each entry on the agency’s clock and says which clock that is', () => {
    render(
      <RequestTimeline
        entries={[
          { kind: 'received', at: '2026-11-24T06:05:00Z', text: 'Request received' },
          // Late on the 30th in UTC, already the 1st in Dar es Salaam.
          { kind: 'status', at: '2026-11-30T22:30:00Z', text: 'Confirmed' },
        ]}
      />,
    );
    expect(screen.getAllByRole('time').map((time) => time.textContent)).toEqual([
      '24 Nov 2026, 09:05 EAT',
      '1 Dec 2026, 01:30 EAT',
    ]);
  });
});
