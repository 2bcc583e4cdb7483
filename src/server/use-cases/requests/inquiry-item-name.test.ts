import { describe, expect, it } from 'vitest';
import { inquiryItemName } from './submit-contact-inquiry.js';

describe('an inquiry’s name', () => {
  it('names up to three places, and counts the rest', () => {
    const destinations = ['Arusha', 'Jambiani', 'Jozani Forest', 'Kendwa', 'Kilimanjaro'];
    expect(inquiryItemName({ tripType: 'Safari', destinations, locations: [] })).toBe(
      'Arusha, Jambiani, Jozani Forest +2',
    );
    expect(inquiryItemName({ tripType: 'Safari', destinations: destinations.slice(0, 3), locations: [] })).toBe(
      'Arusha, Jambiani, Jozani Forest',
    );
  });

  it('falls back to the places, then to the kind of trip', () => {
    expect(inquiryItemName({ tripType: 'Safari', destinations: [], locations: ['Stone Town'] })).toBe('Stone Town');
    expect(inquiryItemName({ tripType: 'Beach Holiday', destinations: [], locations: [] })).toBe(
      'Beach Holiday inquiry',
    );
  });
});
