import { msg } from '../i18n/msg.js';

// Texts used outside a single schema: alerts the forms raise
// themselves and messages the server returns after checks a schema cannot make (whether an id
// exists). Word for word: tests and docs/behaviour quote these texts. What a visitor may read is marked with
// `msg` (the web shows it translated, docs/i18n.md); the back office's messages stay English.

export const INVALID_EMAIL_MESSAGE = msg('Please enter a valid email address');

export const BOOKING_REQUIRED_MESSAGE = msg(
  'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.',
);
export const BOOKING_START_DATE_MESSAGE = msg('Start date must be from tomorrow onwards.');
export const BOOKING_START_DATE_HORIZON_MESSAGE = msg('Start date must be within the next 2 years.');
/** Alerted when the guest field is left with fewer than 2; the field then resets to 2. */
export const GUEST_COUNT_MIN_MESSAGE = msg('Guest count must be 2 or more.');
export const BOOKING_INVALID_SELECTION_MESSAGE = msg(
  'Selected class, gender, or country is invalid. Please try again.',
);
export const BOOKING_FAILED_MESSAGE = msg('Failed to book. Please try again.');

export const DESTINATION_INQUIRY_REQUIRED_MESSAGE = msg(
  'Please fill all required fields: name, email, phone, gender, and country.',
);
export const DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE = msg(
  'Selected gender or country is invalid. Please try again.',
);

export const REGISTRATION_REQUIRED_MESSAGE = msg('Please fill in all required fields and agree to the terms.');
export const PASSWORDS_MISMATCH_MESSAGE = msg('Passwords do not match.');
export const PASSWORD_TOO_SHORT_MESSAGE = msg('Password must be at least 6 characters long.');
export const REGISTRATION_INVALID_SELECTION_MESSAGE = msg('Please select valid country and gender options.');
export const PASSPORT_TOO_LARGE_MESSAGE = msg('File size must be less than 5MB');
export const PASSPORT_NOT_IMAGE_MESSAGE = msg('Please select a valid image file');

export const LOGIN_REQUIRED_MESSAGE = msg('Please fill in all required fields.');
export const EMAIL_REQUIRED_MESSAGE = msg('Please enter your email address.');

// Texts of our own for cases the forms' messages do not cover; they follow the same tone.
export const INVALID_REFERENCE_MESSAGE = msg('The selected item could not be found. Please try again.');
export const INVALID_DATE_MESSAGE = msg('Please enter a valid date');

/** The contact inquiry needs somewhere to go: destinations, locations or both. */
export const INQUIRY_PLACES_REQUIRED_MESSAGE = msg('Please select at least one destination or location');

// A contact-inquiry selection that is an id but names no row: the server's check, in the same
// tone as the form's messages.
export const INQUIRY_UNKNOWN_SELECTION_MESSAGES = {
  country: msg('Please select a valid country'),
  tripType: msg('Please select a valid trip type'),
  serviceClass: msg('Please select a valid service class'),
  destinations: msg('Please select valid destinations'),
  locations: msg('Please select valid locations'),
} as const;
// A destination inquiry's class that is an id but names no row.
export const UNKNOWN_CLASS_MESSAGE = msg('Please select a valid class');

// Answers of the server the client shows as they are: what was not found, what conflicts, what was saved.
export const INVALID_DATA_MESSAGE = msg('The given data was invalid.');
export const UNAUTHENTICATED_MESSAGE = msg('Unauthenticated.');
export const INVALID_CREDENTIALS_MESSAGE = msg('Invalid email or password.');
export const TRIP_NOT_FOUND_MESSAGE = msg('Trip not found');
export const DESTINATION_NOT_FOUND_MESSAGE = msg('Destination not found');
/** The catalogue's wording for a trip or a destination that is not there. */
export const itemNotFoundMessage = (type: 'trip' | 'destination') =>
  type === 'trip' ? TRIP_NOT_FOUND_MESSAGE : DESTINATION_NOT_FOUND_MESSAGE;
export const CURRENCY_NOT_FOUND_MESSAGE = msg('Currency not found');
export const CART_ITEM_NOT_FOUND_MESSAGE = msg('Cart item not found');
export const ALREADY_IN_CART_MESSAGE = msg('This item is already in your cart.');
export const CART_EMPTY_MESSAGE = msg('Your cart is empty.');
export const CART_REQUEST_SENT_MESSAGE = msg('Your request has been sent');
export const CART_REQUEST_FAILED_MESSAGE = msg('Failed to send your request. Please try again.');
export const RATING_NOT_FOUND_MESSAGE = msg('Rating not found');
export const EMAIL_TAKEN_MESSAGE = msg('An account with this email already exists.');
/** POST /api/password-reset's one answer, whether or not an account uses the address (decision 021). */
export const PASSWORD_RESET_REQUESTED_MESSAGE = msg(
  'If an account uses this address, a password reset link has been sent to it. Please check your inbox.',
);
/** Why an e-mailed password reset link cannot be used. */
export const RESET_TOKEN_MESSAGES = {
  unknown: msg('This password reset link is not valid. Please request a new one.'),
  used: msg('This password reset link has already been used. Please request a new one.'),
  expired: msg('This password reset link has expired. Please request a new one.'),
} as const;
/** Why an e-mailed address confirmation link cannot be used. */
export const VERIFY_TOKEN_MESSAGES = {
  unknown: msg('This confirmation link is not valid. You can ask for a new one on your dashboard.'),
  used: msg('This confirmation link has already been used.'),
  expired: msg('This confirmation link has expired. You can ask for a new one on your dashboard.'),
} as const;
export const EMAIL_VERIFIED_MESSAGE = msg('Your e-mail address is confirmed.');
export const VERIFICATION_LINK_SENT_MESSAGE = msg('A new confirmation link is on its way to your e-mail address.');
export const EMAIL_ALREADY_VERIFIED_MESSAGE = msg('Your e-mail address is already confirmed.');
export const VERIFICATION_MAILS_USED_MESSAGE = msg(
  'We have sent you several confirmation links this hour. Please check your inbox, or try again later.',
);
export const SUBSCRIBED_MESSAGE = msg('Subscribed successfully!');
/** Subscribing again is not an error: the subscription is renewed and the visitor told so. */
export const ALREADY_SUBSCRIBED_MESSAGE = msg('You are already subscribed');
export const TESTIMONIAL_SAVED_MESSAGE = msg(
  'Thank you! Your testimonial will be featured once our team has reviewed it.',
);
// The back office (staff accounts and sessions).
export const FORBIDDEN_MESSAGE = 'Forbidden.';
export const STAFF_NAME_REQUIRED_MESSAGE = 'Please enter a name.';
export const STAFF_ROLE_MESSAGE = 'Please choose a role: owner or agent.';
export const STAFF_PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 12 characters long.';
export const STAFF_EMAIL_TAKEN_MESSAGE = 'A staff member with this email already exists.';
export const STAFF_NOT_FOUND_MESSAGE = 'Staff member not found';
export const LAST_OWNER_MESSAGE = 'The back office needs at least one active owner.';
export const STAFF_CHANGE_REQUIRED_MESSAGE = 'Please choose a role or an active state to change.';
/** Why a set-password link cannot be used. */
export const STAFF_LINK_MESSAGES = {
  unknown: 'This link is not valid. Please ask an owner for a new one.',
  used: 'This link has already been used. Please ask an owner for a new one.',
  expired: 'This link has expired. Please ask an owner for a new one.',
} as const;
// The back office's requests desk.
export const REQUEST_NOT_FOUND_MESSAGE = msg('Request not found');
export const REQUEST_MOVE_MESSAGE = 'This request cannot move from {from} to {to}.';
export const REQUEST_STATUS_MESSAGE = 'Please choose a status.';
export const REQUEST_VERSION_MESSAGE = 'Please reload the request.';
export const REQUEST_STALE_MESSAGE = 'Someone else changed this request. Here is what it looks like now.';
export const QUOTED_PRICE_MESSAGE =
  'Please enter the quoted price in USD: more than 0, at most 1,000,000, with at most 2 decimals.';
export const NOTE_TEXT_MESSAGE = 'Please write a note (at most 5000 characters).';
export const MESSAGE_BODY_MESSAGE = msg('Please write a message (at most 5000 characters).');
export const MESSAGE_SUBJECT_MESSAGE = 'Please keep the subject under 200 characters.';
export const DESK_FILTER_MESSAGE = 'Please choose a valid filter.';
export const TRACKING_LINK_MESSAGE = msg('This link is not valid. Please use the link in your e-mail.');

/** Pictures the back office uploads. */
export const MEDIA_FORMAT_MESSAGE = 'The picture must be a JPEG, PNG or WebP image.';
export const MEDIA_DAMAGED_MESSAGE = 'The picture could not be read: the file is damaged or incomplete.';
export const MEDIA_TOO_LARGE_MESSAGE = 'The picture may be at most 15 MB.';
export const MEDIA_TOO_MANY_PIXELS_MESSAGE = 'The picture may have at most 60 megapixels.';
export const MEDIA_TOO_SMALL_MESSAGE =
  'The picture must be at least 960 pixels wide and 400 pixels high, or the banners would look blurred.';
export const MEDIA_MISSING_MESSAGE = 'Choose a picture to upload (the image field).';
export const MEDIA_NOT_FOUND_MESSAGE = 'Picture not found.';
export const PASSPORT_IMAGE_NOT_FOUND_MESSAGE = 'This account has no passport image.';
// The back office's catalogue editor (trips and destinations).
export const TRIP_NOT_FOUND_ADMIN_MESSAGE = 'Trip not found';
export const DESTINATION_NOT_FOUND_ADMIN_MESSAGE = 'Destination not found';
export const TRIP_STALE_MESSAGE = 'Someone else changed this trip. Here is what it looks like now.';
export const DESTINATION_STALE_MESSAGE = 'Someone else changed this destination. Here is what it looks like now.';
export const CATALOGUE_VERSION_MESSAGE = 'Please reload the page.';
export const CATALOGUE_NAME_MESSAGE = 'Please enter a name (at most 200 characters).';
export const CATALOGUE_SLUG_MESSAGE = 'Please use lowercase letters, digits and dashes for the address (at most 120).';
export const CATALOGUE_DESCRIPTION_MESSAGE = 'Please keep the description under 50000 characters.';
export const CATALOGUE_TEXT_MESSAGE = 'Please enter a text (at most 500 characters).';
export const TRANSLATION_LOCALE_MESSAGE = 'Translations are made into Italian (it), German (de) or French (fr).';
export const TRANSLATION_KEY_MESSAGE = "This text is not one of the page's texts: please reload the page.";
export const TRANSLATION_TEXT_MESSAGE = 'Please keep each translation under 50000 characters.';
export const TRANSLATION_LINE_MESSAGE = 'Please keep a name or a line on one line, at most 500 characters.';
export const CATALOGUE_TRIP_TYPE_MESSAGE = 'Please choose a trip type.';
export const CATALOGUE_CATEGORIES_MESSAGE = 'Please choose categories from the list.';
export const CATALOGUE_DESTINATIONS_MESSAGE = 'Please choose destinations from the list.';
export const CATALOGUE_INCLUSIONS_MESSAGE = 'Please choose items from the list.';
export const CATALOGUE_LOCATION_MESSAGE = 'Please choose a location.';
export const CATALOGUE_REGION_MESSAGE = 'Please choose a region.';
export const CATALOGUE_DATE_MESSAGE = 'Please enter a valid date.';
export const CATALOGUE_DATE_ORDER_MESSAGE = 'The end date must be on or after the start date.';
export const CATALOGUE_BASE_PRICE_MESSAGE = 'Please enter the From price in USD (more than 0, at most 1,000,000).';
export const BUDGET_PRICE_MESSAGE = 'Please enter a price per person in USD (more than 0, at most 1,000,000).';
export const BUDGET_CELL_MESSAGE = 'This cell is not part of the budget table.';
export const BUDGET_TWICE_MESSAGE = 'This cell is given twice.';
export const ITINERARY_DAY_MESSAGE = 'Please enter a day number from 1 to 365.';
export const ITINERARY_TITLE_MESSAGE = 'Please enter a title for the day (at most 200 characters).';
export const CATALOGUE_MEDIA_MESSAGE = 'This picture was not found. Please upload it again.';
export const CATALOGUE_STATUS_FILTER_MESSAGE = 'Please choose published, draft or archived.';
/** Publishing: what a storefront page cannot do without. */
export const PUBLISH_MISSING_MESSAGES = {
  name: 'A published page needs a name.',
  description: 'A published page needs a description.',
  itinerary: 'A published trip needs at least one itinerary day.',
  budgets: 'A published trip needs every cell of the budget table.',
  destinations: 'A published trip needs at least one destination.',
} as const;
// Back office: moderation, subscribers, currencies, audit
export const TESTIMONIAL_NOT_FOUND_MESSAGE = 'Testimonial not found';
export const UNSUBSCRIBED_MESSAGE = msg('You are unsubscribed. You will receive no more newsletters from us.');
export const UNSUBSCRIBE_LINK_MESSAGE = msg('This unsubscribe link is not valid. Please use the link in your e-mail.');
export const CURRENCY_RATE_MESSAGE = 'Please enter a rate above 0 (units of this currency per 1 USD), or clear it.';
export const USD_ALWAYS_ENABLED_MESSAGE = 'US dollars are the base currency: they cannot be disabled or given a rate.';
export const CURRENCY_CHANGE_REQUIRED_MESSAGE = 'Please change whether it is offered, or its manual rate.';

/** A review link that was used already, or never made: the form's kind message (docs/behaviour/reviews.md). */
export const REVIEW_INVITATION_NOT_FOUND_MESSAGE = msg('This review link has been used already or is not valid.');
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';
