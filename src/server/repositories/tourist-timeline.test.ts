import { describe, expect, it } from 'vitest';
import { eventsByRequest, touristTimeline, type VisibleEvent } from './tourist-timeline.js';

const received = new Date('2026-11-02T08:00:00Z');
const event = (minutes: number, fields: Partial<VisibleEvent>): VisibleEvent => ({
  requestId: 1,
  at: new Date(received.getTime() + minutes * 60_000),
  kind: 'status',
  toStatus: null,
  text: '',
  ...fields,
});

describe('touristTimeline', () => {
  it('starts with the arrival, then names each status by its tourist label with the agency words', () => {
    const timeline = touristTimeline(received, [
      event(5, { toStatus: 'in_progress' }),
      event(9, { toStatus: 'quoted', text: '  Here is your quote  ' }),
      event(12, { kind: 'message', text: 'Which lodges do you prefer?' }),
      event(14, { kind: 'message', text: '   ' }),
      event(20, { toStatus: 'cancelled', text: 'As you asked' }),
    ]);
    expect(timeline).toEqual([
      { at: '2026-11-02T08:00:00.000Z', kind: 'received', text: 'Request received', status: null, words: '' },
      { at: '2026-11-02T08:05:00.000Z', kind: 'status', text: 'Being planned', status: 'in_progress', words: '' },
      {
        at: '2026-11-02T08:09:00.000Z',
        kind: 'status',
        text: 'Quote sent — Here is your quote',
        status: 'quoted',
        words: 'Here is your quote',
      },
      {
        at: '2026-11-02T08:12:00.000Z',
        kind: 'message',
        text: 'Which lodges do you prefer?',
        status: null,
        words: 'Which lodges do you prefer?',
      },
      {
        at: '2026-11-02T08:20:00.000Z',
        kind: 'status',
        text: 'Cancelled — As you asked',
        status: 'cancelled',
        words: 'As you asked',
      },
    ]);
  });

  it('groups events by request, keeping their order', () => {
    const groups = eventsByRequest([
      event(1, { requestId: 2, text: 'a' }),
      event(2, { requestId: 1, text: 'b' }),
      event(3, { requestId: 2, text: 'c' }),
    ]);
    expect(groups.get(2)?.map((e) => e.text)).toEqual(['a', 'c']);
    expect(groups.get(1)?.map((e) => e.text)).toEqual(['b']);
    expect(groups.get(3)).toBeUndefined();
  });
});
