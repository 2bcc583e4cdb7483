// Spec texts (sections 5 and 8) used outside a single schema: alerts the forms raise
// themselves and messages the server returns after checks a schema cannot make (whether an id
// exists). Word for word from the spec.

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

export const BOOKING_REQUIRED_MESSAGE =
  'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.';
export const BOOKING_START_DATE_MESSAGE = 'Start date must be from tomorrow onwards.';
/** Alerted when the guest field is left with fewer than 2; the field then resets to 2. */
export const GUEST_COUNT_MIN_MESSAGE = 'Guest count must be 2 or more.';
export const BOOKING_INVALID_SELECTION_MESSAGE = 'Selected class, gender, or country is invalid. Please try again.';
export const BOOKING_FAILED_MESSAGE = 'Failed to book. Please try again.';

export const DESTINATION_INQUIRY_REQUIRED_MESSAGE =
  'Please fill all required fields: name, email, phone, gender, and country.';
export const DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE = 'Selected gender or country is invalid. Please try again.';

export const REGISTRATION_REQUIRED_MESSAGE = 'Please fill in all required fields and agree to the terms.';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match.';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters long.';
export const REGISTRATION_INVALID_SELECTION_MESSAGE = 'Please select valid country and gender options.';
export const PASSPORT_TOO_LARGE_MESSAGE = 'File size must be less than 5MB';
export const PASSPORT_NOT_IMAGE_MESSAGE = 'Please select a valid image file';

export const LOGIN_REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';

// The spec gives no text for these; they follow the tone of the ones it does give.
export const INVALID_REFERENCE_MESSAGE = 'The selected item could not be found. Please try again.';
export const INVALID_DATE_MESSAGE = 'Please enter a valid date';

// A contact-inquiry selection that is an id but names no row: the server's check (the spec has no text).
export const INQUIRY_UNKNOWN_SELECTION_MESSAGES = {
  country: 'Please select a valid country',
  tripType: 'Please select a valid trip type',
  serviceClass: 'Please select a valid service class',
  destinations: 'Please select valid destinations',
  locations: 'Please select valid locations',
} as const;
