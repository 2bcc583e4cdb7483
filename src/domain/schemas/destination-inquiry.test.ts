import { describe, expect, it } from 'vitest';
import { DestinationInquirySchema } from './destination-inquiry.js';
import { errorsOf } from '../test/schema-errors.js';

const required = 'Please fill all required fields: name, email, phone, gender, and country.';
const invalid = 'Selected gender or country is invalid. Please try again.';

const valid = {
  destination_uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  class_id: '',
  guest_count: '',
  start_date: '',
  phone: '0712345678',
  email: ' zuri@example.com',
  fname: 'Zuri',
  lname: ' Ali ',
  gender: '1',
  country: '5',
  note: '',
};

describe('DestinationInquirySchema', () => {
  it('sends 1 guest and a null date when those fields are empty', () => {
    expect(DestinationInquirySchema.parse(valid)).toEqual({
      destination_uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      class_id: null,
      guest_count: 1,
      start_date: null,
      phone: '0712345678',
      email: 'zuri@example.com',
      fname: 'Zuri',
      lname: 'Ali',
      gender: 1,
      country: 5,
      note: null,
    });
  });

  it('keeps the optional fields when given', () => {
    const parsed = DestinationInquirySchema.parse({
      ...valid,
      class_id: 2,
      guest_count: '4',
      start_date: '2027-08-01',
      note: 'Honeymoon',
    });
    expect(parsed).toMatchObject({ class_id: 2, guest_count: 4, start_date: '2027-08-01', note: 'Honeymoon' });
  });

  it("gives the form's message on each missing required field", () => {
    expect(errorsOf(DestinationInquirySchema, { destination_uuid: valid.destination_uuid })).toEqual({
      phone: [required],
      email: [required],
      fname: [required],
      lname: [required],
      gender: [required],
      country: [required],
    });
  });

  it('calls a gender or country that is not an id invalid', () => {
    expect(errorsOf(DestinationInquirySchema, { ...valid, gender: 'x', country: 0 })).toEqual({
      gender: [invalid],
      country: [invalid],
    });
  });

  it('checks the e-mail, guests and date formats', () => {
    expect(
      errorsOf(DestinationInquirySchema, { ...valid, email: 'zuri', guest_count: 0, start_date: '01/08/2027' }),
    ).toEqual({
      email: ['Please enter a valid email address'],
      guest_count: ['Number of guests must be at least 1'],
      start_date: ['Please enter a valid date'],
    });
  });
});
