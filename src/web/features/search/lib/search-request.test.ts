import { describe, expect, it } from 'vitest';
import { localDateFromIso } from '#web/lib/date-text.js';
import { isMainlandLocation, searchHref, SEARCH_MESSAGES, validateSearch, type SearchDraft } from './search-request.js';

const day = (value: string) => localDateFromIso(value)!;
const serengeti = { id: 5, name: 'Serengeti', is_zanzibar: false };
const stoneTown = { id: 1, name: 'Stone Town, Zanzibar', is_zanzibar: true };

const today = day('2027-03-10');
const draft = (fields: Partial<SearchDraft>): SearchDraft => ({
  location: null,
  text: '',
  checkIn: undefined,
  checkOut: undefined,
  ...fields,
});

describe('validateSearch', () => {
  it('asks for a place, chosen or typed, and nothing else', () => {
    expect(validateSearch(draft({}), today)).toEqual({ location: SEARCH_MESSAGES.location });
    expect(validateSearch(draft({ text: '   ' }), today)).toEqual({ location: SEARCH_MESSAGES.location });
    expect(validateSearch(draft({ location: serengeti }), today)).toEqual({});
    expect(validateSearch(draft({ text: 'Sansibar' }), today)).toEqual({});
  });

  it('accepts a complete search', () => {
    expect(
      validateSearch(draft({ location: serengeti, checkIn: day('2027-03-12'), checkOut: day('2027-03-15') }), today),
    ).toEqual({});
  });

  it('refuses a check-in before today, even typed', () => {
    expect(
      validateSearch(draft({ text: 'Strand', checkIn: day('2027-03-09'), checkOut: day('2027-03-12') }), today),
    ).toEqual({ checkIn: 'Check-in must be today or later' });
    expect(validateSearch(draft({ text: 'Strand', checkIn: today, checkOut: day('2027-03-12') }), today)).toEqual({});
  });

  it('rejects a check-out that is not after check-in, or without one', () => {
    expect(
      validateSearch(draft({ location: serengeti, checkIn: day('2027-03-12'), checkOut: day('2027-03-12') }), today),
    ).toEqual({ checkOut: SEARCH_MESSAGES.checkOutOrder });
    expect(validateSearch(draft({ location: serengeti, checkOut: day('2027-03-12') }), today)).toEqual({
      checkIn: SEARCH_MESSAGES.checkIn,
    });
  });
});

describe('isMainlandLocation', () => {
  it('follows the server flag', () => {
    expect(isMainlandLocation(serengeti)).toBe(true);
    expect(isMainlandLocation(stoneTown)).toBe(false);
  });

  it('falls back to the name without the flag', () => {
    expect(isMainlandLocation({ id: 9, name: 'Kilimanjaro' })).toBe(true);
    expect(isMainlandLocation({ id: 10, name: 'Southern Tanzania' })).toBe(true);
    expect(isMainlandLocation({ id: 2, name: 'North Coast, Zanzibar' })).toBe(false);
  });
});

describe('searchHref', () => {
  it('sends a mainland search to /safaris with the location id and yyyy-MM-dd dates', () => {
    expect(searchHref({ location: serengeti, checkIn: day('2027-03-12'), checkOut: day('2027-03-15') })).toBe(
      '/safaris?location=5&checkIn=2027-03-12&checkOut=2027-03-15',
    );
  });

  it('searches a destination by its uuid, on the list of its location', () => {
    const nungwi = {
      id: 2,
      name: 'North Coast, Zanzibar',
      is_zanzibar: true,
      destination: { uuid: 'd-1', name: 'Nungwi' },
    };
    expect(searchHref({ location: nungwi, checkIn: day('2027-07-01'), checkOut: day('2027-07-08') })).toBe(
      '/tours?destination=d-1&checkIn=2027-07-01&checkOut=2027-07-08',
    );
    const crater = { ...serengeti, destination: { uuid: 'd-2', name: 'Ngorongoro Crater' } };
    expect(searchHref({ location: crater, checkIn: day('2027-07-01'), checkOut: day('2027-07-08') })).toBe(
      '/safaris?destination=d-2&checkIn=2027-07-01&checkOut=2027-07-08',
    );
  });

  it('leaves out the dates a search does not have', () => {
    expect(searchHref({ location: serengeti })).toBe('/safaris?location=5');
  });

  it('sends every other search to /tours', () => {
    expect(searchHref({ location: stoneTown, checkIn: day('2027-07-01'), checkOut: day('2027-07-08') })).toBe(
      '/tours?location=1&checkIn=2027-07-01&checkOut=2027-07-08',
    );
  });
});
