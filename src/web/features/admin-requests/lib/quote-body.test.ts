import { describe, expect, it } from 'vitest';
import {
  QUOTE_TRIP_MESSAGE,
  QUOTE_UNIT_PRICE_MESSAGE,
  QUOTE_VALID_UNTIL_MESSAGE,
} from '#domain/schemas/admin-quotes.js';
import {
  DISCOUNT_ABOVE_ZERO_MESSAGE,
  draftTotals,
  PRICE_ABOVE_ZERO_MESSAGE,
  quoteDraftSchema,
  toQuoteBody,
  TOTAL_ABOVE_ZERO_MESSAGE,
} from './quote-body.js';
import { blankLine, type QuoteDraft } from './quote-draft.js';

const TODAY = '2026-11-25';
const TRIP = '5e2a1c3b-0000-4000-8000-00000000a001';

const draft = (over: Partial<QuoteDraft> = {}): QuoteDraft => ({
  version: 3,
  valid_until: '2026-12-09',
  lines: [
    blankLine({
      kind: 'trip',
      priced_by: 'catalogue',
      trip_uuid: TRIP,
      start_date: '2026-12-12',
      guests: '2',
      class_id: '2',
    }),
    blankLine({ kind: 'accommodation', description: ' Beach lodge, Nungwi ', quantity: '3', unit_price: '185.35' }),
    blankLine({ kind: 'discount', description: 'Honeymoon', unit_price: '150' }),
  ],
  itinerary: [
    { title: 'Arusha', description: 'Welcome dinner.' },
    { title: ' Serengeti ', description: '' },
  ],
  includes: 'Park fees\n\n  Airport transfers \n',
  excludes: 'International flights',
  message: '  ',
  ...over,
});

/** The messages a draft is refused with, by field. */
function refusal(value: QuoteDraft): Record<string, string> {
  const result = quoteDraftSchema(TODAY).safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('toQuoteBody', () => {
  it('sends a catalogue trip line for the server to price, the others with their price, a discount below 0', () => {
    expect(toQuoteBody(draft())).toEqual({
      version: 3,
      valid_until: '2026-12-09',
      lines: [
        { kind: 'trip', trip_uuid: TRIP, start_date: '2026-12-12', guests: 2, class_id: 2 },
        { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 3, unit_price: 185.35 },
        { kind: 'discount', description: 'Honeymoon', quantity: 1, unit_price: -150 },
      ],
      itinerary: [
        { day_number: 1, title: 'Arusha', description: 'Welcome dinner.' },
        { day_number: 2, title: 'Serengeti', description: '' },
      ],
      includes: ['Park fees', 'Airport transfers'],
      excludes: ['International flights'],
    });
  });

  it('takes a discount typed with its minus sign for the same discount', () => {
    const typedSigned = draft({
      lines: [blankLine({ kind: 'discount', description: 'Loyalty', unit_price: '-75.5' })],
    });
    expect(toQuoteBody(typedSigned).lines[0]).toMatchObject({ unit_price: -75.5 });
  });

  it('sends a trip line at the agent’s own price like any other line', () => {
    const own = draft({
      lines: [blankLine({ kind: 'trip', description: 'Safari', quantity: '2', unit_price: '2140' })],
    });
    expect(toQuoteBody(own).lines).toEqual([{ kind: 'trip', description: 'Safari', quantity: 2, unit_price: 2140 }]);
  });
});

describe('quoteDraftSchema', () => {
  it('lets a good draft through as its body', () => {
    const result = quoteDraftSchema(TODAY).safeParse(draft());
    expect(result.success && result.data).toEqual(toQuoteBody(draft()));
  });

  it('puts the server’s messages and the use case’s rules on the fields', () => {
    const problems = refusal(
      draft({
        valid_until: '2026-11-24',
        lines: [
          blankLine({ kind: 'trip', priced_by: 'catalogue', trip_uuid: TRIP }),
          blankLine({ kind: 'extra', description: 'Dinner', unit_price: '0' }),
          blankLine({ kind: 'activity', description: 'Balloon', unit_price: '' }),
          blankLine({ kind: 'discount', description: 'Nothing', unit_price: '0' }),
          blankLine({ kind: 'transfer', description: 'Car', unit_price: '10.005' }),
        ],
        itinerary: [{ title: '', description: 'x' }],
        includes: 'Park fees\nbad\u0007item',
      }),
    );
    expect(problems).toMatchObject({
      valid_until: QUOTE_VALID_UNTIL_MESSAGE,
      'lines.0.start_date': QUOTE_TRIP_MESSAGE,
      'lines.0.guests': QUOTE_TRIP_MESSAGE,
      'lines.1.unit_price': PRICE_ABOVE_ZERO_MESSAGE,
      'lines.2.unit_price': QUOTE_UNIT_PRICE_MESSAGE,
      'lines.3.unit_price': DISCOUNT_ABOVE_ZERO_MESSAGE,
      'lines.4.unit_price': QUOTE_UNIT_PRICE_MESSAGE,
    });
    expect(problems['itinerary.0.title']).toBeTruthy();
    expect(problems.includes).toBeTruthy();
    expect(problems['lines.0.trip_uuid']).toBeUndefined();
  });

  it('refuses a total of 0 or less when every line has its price, not while the server prices a trip line', () => {
    const lines = [
      blankLine({ kind: 'extra', description: 'Dinner', unit_price: '100' }),
      blankLine({ kind: 'discount', description: 'All of it', unit_price: '100' }),
    ];
    expect(refusal(draft({ lines }))).toEqual({ lines: TOTAL_ABOVE_ZERO_MESSAGE });
    expect(refusal(draft({ lines: [draft().lines[0]!, ...lines] }))).toEqual({});
  });
});

describe('draftTotals', () => {
  it('adds the lines with a price in cents and counts the ones the server prices', () => {
    const totals = draftTotals(draft().lines);
    expect(totals.amounts).toEqual([null, 556.05, -150]);
    expect(totals.total).toBe(406.05);
    expect(totals.serverPriced).toBe(1);
  });
});
