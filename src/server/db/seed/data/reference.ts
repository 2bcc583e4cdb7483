// Reference lists of the demo catalogue. Their names are the join keys used by the other data
// files (destinations, trips, testimonials), so spellings here are authoritative.
import type { SeedCurrency, SeedLocation } from './types.js';

export const GENDERS: string[] = ['Male', 'Female', 'Other', 'Prefer not to say'];

/** Economy comes first: it is the default class when none is known. */
export const SERVICE_CLASSES: string[] = ['Economy', 'Comfort', 'Luxury'];

/** Low is the default season when none is known; High runs July to December. */
export const SEASONS: string[] = ['Low', 'High'];

export const LOCATIONS: SeedLocation[] = [
  { name: 'Stone Town, Zanzibar', zanzibar: true },
  { name: 'North Coast, Zanzibar', zanzibar: true },
  { name: 'South-East Coast, Zanzibar', zanzibar: true },
  { name: 'Central Zanzibar', zanzibar: true },
  { name: 'Serengeti', zanzibar: false },
  { name: 'Ngorongoro', zanzibar: false },
  { name: 'Tarangire & Lake Manyara', zanzibar: false },
  { name: 'Arusha', zanzibar: false },
  { name: 'Kilimanjaro', zanzibar: false },
  { name: 'Southern Tanzania', zanzibar: false },
];

export const REGIONS: string[] = [
  'Zanzibar Urban/West',
  'Zanzibar North',
  'Zanzibar South & Central',
  'Mara',
  'Arusha',
  'Manyara',
  'Kilimanjaro',
  'Pwani & Morogoro',
  'Iringa',
];

export const INTEREST_CATEGORIES: string[] = [
  'Wildlife',
  'Beach',
  'Culture',
  'History',
  'Adventure',
  'Marine Life',
  'Nature',
  'Mountain',
  'Birdwatching',
  'Photography',
  'Family',
  'Honeymoon',
];

/** What a trip's price may or may not cover (trip_addons / trip_not_addons). */
export const INCLUSIONS: string[] = [
  'Airport transfers',
  'Park entrance fees',
  'Professional English-speaking guide',
  'Accommodation',
  'All meals on safari',
  'Breakfast',
  'Bottled drinking water',
  '4x4 safari vehicle with pop-up roof',
  'Boat trips',
  'Snorkelling equipment',
  'Entrance tickets',
  'Porters, cook and mountain crew',
  'Climbing permits and rescue fees',
  'International flights',
  'Visa fees',
  'Travel insurance',
  'Tips and gratuities',
  'Alcoholic drinks',
  'Personal expenses',
  'Hot-air balloon safari',
  'Optional activities',
];

/** What no trip with nights away covers: the first of its exclusions. */
export const TRAVEL_EXCLUSIONS = ['International flights', 'Visa fees', 'Travel insurance', 'Tips and gratuities'];

export const TRIP_TYPES: string[] = [
  'Cultural & Historic Tour',
  'Beach & Adventure Tour',
  'Wildlife Safari',
  'Great Migration Safari',
  'Kilimanjaro Trek',
  'Southern Circuit Safari',
  'Family Safari',
];

/**
 * USD is the base currency (rate 1) and comes first. The other rates are static fallbacks in
 * units of that currency per 1 USD; the live exchange-rate call overrides them when it answers.
 */
export const CURRENCIES: SeedCurrency[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 },
  { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.92 },
  { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.78 },
  { code: 'TZS', name: 'Tanzanian Shilling', symbol: 'TSh', rate: 2600 },
  { code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', rate: 129 },
  { code: 'ZAR', name: 'South African Rand', symbol: 'R', rate: 18.1 },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$', rate: 1.38 },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', rate: 1.52 },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', rate: 0.88 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', rate: 86.5 },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED', rate: 3.6725 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 150 },
];
