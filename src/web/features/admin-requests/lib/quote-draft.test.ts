import { describe, expect, it } from 'vitest';
import { deskQuote, quotedRequest, SERENGETI } from '#web/features/admin-requests/test/quote-fixtures.js';
import { blankLine, startingDraft } from './quote-draft.js';

const CLASSES = [
  { id: 1, name: 'Economy' },
  { id: 2, name: 'Comfort' },
];
const TODAY = '2026-11-25';
const DAYS = [
  { title: 'Arusha', description: '<p>Welcome dinner &amp; briefing</p>' },
  { title: 'Serengeti', description: '<ul><li>Game drive</li><li>Picnic</li></ul>' },
];

describe('startingDraft', () => {
  it('starts a first quote from the request’s trip, priced by the server as booked, with its days as plain text', () => {
    const draft = startingDraft({
      request: quotedRequest(),
      today: TODAY,
      classes: CLASSES,
      trips: [{ itinerary: DAYS }],
    });
    expect(draft).toMatchObject({ version: 3, valid_until: '2026-12-09', message: '', includes: '', excludes: '' });
    expect(draft.lines).toEqual([
      blankLine({
        kind: 'trip',
        priced_by: 'catalogue',
        trip_uuid: SERENGETI.uuid,
        start_date: '2026-12-12',
        guests: '2',
        class_id: '2',
      }),
    ]);
    expect(draft.itinerary).toEqual([
      { title: 'Arusha', description: 'Welcome dinner & briefing' },
      { title: 'Serengeti', description: 'Game drive\nPicnic' },
    ]);
  });

  it('starts an inquiry without a trip with no line (the kind buttons add them) and no days', () => {
    const request = quotedRequest({ lines: [], type: 'inquiry' });
    const draft = startingDraft({ request, today: TODAY, classes: CLASSES, trips: [] });
    expect(draft.lines).toEqual([]);
    expect(draft.itinerary).toEqual([]);
  });

  it('starts a new version from the latest quote: its lines (a discount without its sign), days and lists', () => {
    const v1 = deskQuote();
    const v2 = deskQuote({ number: 2, includes: ['Park fees'], itinerary: [...v1.itinerary].reverse() });
    const request = quotedRequest({ status: 'quoted', version: 5, quotes: [v2, v1] });
    const draft = startingDraft({ request, today: TODAY, classes: CLASSES, trips: [{ itinerary: DAYS }] });
    expect(draft.version).toBe(5);
    expect(draft.lines).toEqual([
      blankLine({
        kind: 'trip',
        description: 'Serengeti Migration Safari (Comfort, High season)',
        quantity: '2',
        unit_price: '2140',
      }),
      blankLine({ kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: '3', unit_price: '185.35' }),
      blankLine({ kind: 'discount', description: 'Honeymoon', quantity: '1', unit_price: '150' }),
    ]);
    expect(draft.itinerary.map((day) => day.title)).toEqual(['Arusha', 'Serengeti']);
    expect(draft.includes).toBe('Park fees');
    expect(draft.excludes).toBe('International flights');
    expect(draft.valid_until).toBe('2026-12-09');
    expect(draft.message).toBe('');
  });
});
