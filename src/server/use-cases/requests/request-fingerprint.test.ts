import { describe, expect, it } from 'vitest';
import {
  REQUEST_REFERENCE_PATTERN as BOOKING_REFERENCE_PATTERN,
  newRequestReference as newBookingReference,
} from '#server/repositories/requests-repository.js';
import { requestFingerprint } from './request-fingerprint.js';

describe('requestFingerprint', () => {
  const fields = { trip_uuid: 'A1', guest_count: 3, email: 'Lena@Example.com', note: null };

  it('is the same for the same request, whatever the key order or the e-mail case', () => {
    const reordered = { note: null, email: 'lena@example.com', guest_count: 3, trip_uuid: 'a1' };
    expect(requestFingerprint('trip', null, reordered)).toBe(requestFingerprint('trip', null, fields));
  });

  it('differs with the person, the kind or any field', () => {
    const base = requestFingerprint('trip', null, fields);
    expect(requestFingerprint('trip', 7, fields)).not.toBe(base);
    expect(requestFingerprint('destination', null, fields)).not.toBe(base);
    expect(requestFingerprint('trip', null, { ...fields, guest_count: 4 })).not.toBe(base);
    expect(requestFingerprint('trip', null, { ...fields, note: 'x' })).not.toBe(base);
  });
});

describe('newBookingReference', () => {
  it('reads like TZ-7K3M9Q, without 0, O, 1 or I', () => {
    const references = Array.from({ length: 500 }, newBookingReference);
    for (const reference of references) expect(reference).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(references.join('')).not.toMatch(/[01OI]/);
    expect(new Set(references).size).toBeGreaterThan(495);
  });
});
