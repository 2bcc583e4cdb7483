/**
 * What an empty contact inquiry is told, field by field: the schema's tests and the inquiry API's tests
 * both expect exactly this, since the server parses with the form's schema.
 */
export const EMPTY_INQUIRY_ERRORS = {
  firstName: ['First name is required'],
  lastName: ['Last name is required'],
  email: ['Email is required'],
  phone: ['Phone is required'],
  country: ['Country is required'],
  tripType: ['Trip type is required'],
  destinations: ['Please select at least one destination or location'],
  locations: ['Please select at least one destination or location'],
  guests: ['Number of guests is required'],
  message: ['Message is required'],
};
