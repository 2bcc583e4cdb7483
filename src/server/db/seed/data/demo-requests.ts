import type { RequestStatus } from '#domain/requests/request-status.js';
import type { InquiryBudget } from '#domain/schemas/inquiry.js';

// Demo requests for the back office's desk and the tourist's tracking page: a week or two of an agency's
// inbox, in every state. Times are relative to the seed (hours before it), so the inbox always looks
// current and one `new` request is always overdue. Travel dates are days from the seed.

export interface DemoTourist {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** ISO 3166 code from the countries list */
  country: string;
  gender: string;
}

export interface DemoLine {
  /** a trip's slug (a trip booking) or a destination's name (a destination inquiry) */
  trip?: string;
  destination?: string;
  serviceClass: string | null;
  guests: number;
  startInDays: number;
  /** how many days after its start a destination stay or an inquiry ends (a trip line ends on its trip's last day) */
  days?: number;
}

export interface DemoEvent {
  afterHours: number;
  kind: 'status' | 'note' | 'message';
  to?: RequestStatus;
  text?: string;
}

export interface DemoRequest {
  tourist: DemoTourist;
  receivedHoursAgo: number;
  status: RequestStatus;
  /** the tourist's own words: a booking's note or an inquiry's message */
  note: string;
  /** USD, the agency's quote */
  quotedPrice?: number;
  /** a contact inquiry instead of bookings: its trip type and destinations */
  inquiry?: { tripType: string; destinations: string[]; budget: InquiryBudget };
  lines: DemoLine[];
  /** in order; a status event is shown to the tourist, a note never */
  events: DemoEvent[];
}

const tourist = (first: string, last: string, country: string, phone: string, gender = 'Female'): DemoTourist => ({
  firstName: first,
  lastName: last,
  email: `${first}.${last}@example.com`.toLowerCase().replace(/[^a-z.@]/g, ''),
  phone,
  country,
  gender,
});

/** The desk moved the request to `to` after `afterHours`, with the message the tourist was sent, if any. */
const moved = (afterHours: number, to: RequestStatus, text?: string): DemoEvent =>
  text === undefined ? { afterHours, kind: 'status', to } : { afterHours, kind: 'status', to, text };
/** An internal note, never shown to the tourist. */
const staffNote = (afterHours: number, text: string): DemoEvent => ({ afterHours, kind: 'note', text });
/** A message to the tourist that does not move the request. */
const message = (afterHours: number, text: string): DemoEvent => ({ afterHours, kind: 'message', text });

export const DEMO_REQUESTS: DemoRequest[] = [
  {
    tourist: tourist('Giulia', 'Rossi', 'IT', '+39 347 555 0142'),
    receivedHoursAgo: 3,
    status: 'new',
    note: 'Our honeymoon: a room with a view would be wonderful.',
    lines: [{ trip: 'northern-circuit-classic-6-days-5-nights', serviceClass: 'Comfort', guests: 2, startInDays: 95 }],
    events: [],
  },
  {
    tourist: tourist('Lukas', 'Becker', 'DE', '+49 151 5550 1234', 'Male'),
    receivedHoursAgo: 30,
    status: 'new',
    note: 'Two of us are vegetarian.',
    lines: [{ trip: 'great-migration-river-crossings-safari', serviceClass: 'Economy', guests: 4, startInDays: 140 }],
    events: [],
  },
  {
    tourist: tourist('Camille', 'Dubois', 'FR', '+33 6 55 50 12 34'),
    receivedHoursAgo: 4 * 24,
    status: 'in_progress',
    note: 'We would like to add two nights in Stone Town.',
    lines: [{ trip: 'zanzibar-island-highlights', serviceClass: 'Luxury', guests: 3, startInDays: 60 }],
    events: [
      moved(5, 'in_progress'),
      staffNote(6, 'Ask Emerson Spice for two nights; they prefer a rooftop room.'),
    ],
  },
  {
    tourist: tourist('Oliver', 'Hughes', 'GB', '+44 7700 900123', 'Male'),
    receivedHoursAgo: 8 * 24,
    status: 'quoted',
    note: 'Safari first, then the beach.',
    quotedPrice: 9850,
    lines: [
      { trip: 'tarangire-lake-manyara-short-safari', serviceClass: 'Comfort', guests: 2, startInDays: 120 },
      { trip: 'nungwi-kendwa-beach-escape', serviceClass: 'Comfort', guests: 2, startInDays: 124 },
    ],
    events: [
      moved(3, 'in_progress'),
      staffNote(4, 'Beach hotel discount 5% for 7+ nights; offered it.'),
      moved(20, 'quoted', 'Here is your quote for both trips, with transfers.'),
    ],
  },
  {
    tourist: tourist('Emily', 'Carter', 'US', '+1 415 555 0199'),
    receivedHoursAgo: 15 * 24,
    status: 'confirmed',
    note: '',
    quotedPrice: 7420,
    lines: [{ trip: 'family-safari-elephants-crater-treetops', serviceClass: 'Economy', guests: 5, startInDays: 45 }],
    events: [
      moved(2, 'in_progress'),
      message(9, 'How old are the children? Some lodges have family rooms.'),
      moved(30, 'quoted', 'Your quote with a family room at every lodge.'),
      moved(72, 'confirmed', 'Your safari is confirmed. See you in Arusha!'),
    ],
  },
  {
    tourist: tourist('Hannah', 'Schneider', 'DE', '+49 170 5550 987'),
    receivedHoursAgo: 50 * 24,
    status: 'completed',
    note: 'Photography is our passion.',
    lines: [{ trip: 'mnemba-atoll-snorkelling-day', serviceClass: 'Economy', guests: 2, startInDays: -14 }],
    events: [
      moved(1, 'in_progress'),
      moved(6, 'confirmed', 'Confirmed: pick-up at your hotel at 7:30.'),
      moved(36 * 24, 'completed', 'Thank you for travelling with us!'),
    ],
  },
  {
    tourist: tourist('Pierre', 'Martin', 'FR', '+33 7 55 50 98 76', 'Male'),
    receivedHoursAgo: 12 * 24,
    status: 'cancelled',
    note: '',
    lines: [{ trip: 'kilimanjaro-machame-route-7-days-6-nights', serviceClass: 'Economy', guests: 1, startInDays: 80 }],
    events: [
      moved(4, 'in_progress'),
      moved(50, 'cancelled', 'Cancelled as you asked. We hope to see you another year.'),
    ],
  },
  {
    tourist: tourist('Sophie', 'Taylor', 'GB', '+44 7700 900456'),
    receivedHoursAgo: 2 * 24,
    status: 'in_progress',
    note: 'Ten days, wildlife and a few days of beach, mid-range lodges.',
    // A band the form offers (per person), as a real inquiry stores it.
    inquiry: { tripType: 'Wildlife Safari', destinations: ['Serengeti', 'Ngorongoro Crater'], budget: 'mid-range' },
    lines: [{ serviceClass: null, guests: 2, startInDays: 150, days: 10 }],
    events: [
      moved(6, 'in_progress'),
      message(7, 'Would you prefer the north or the south of Zanzibar for the beach?'),
    ],
  },
  {
    tourist: tourist('Marco', 'Bianchi', 'IT', '+39 333 555 0178', 'Male'),
    receivedHoursAgo: 6 * 24,
    status: 'quoted',
    note: 'Three nights, a tented camp if possible.',
    quotedPrice: 3360,
    lines: [{ destination: 'Tarangire', serviceClass: 'Comfort', guests: 2, startInDays: 100, days: 3 }],
    events: [
      moved(3, 'in_progress'),
      moved(26, 'quoted', 'Three nights at a tented camp by the river, full board.'),
    ],
  },
];
