import { COUNTRY_CODES } from '../../src/server/db/seed/data/countries.js';
import { DESTINATIONS } from '../../src/server/db/seed/data/destinations.js';
import {
  CURRENCIES,
  GENDERS,
  INCLUSIONS,
  INTEREST_CATEGORIES,
  LOCATIONS,
  REGIONS,
  SEASONS,
  SERVICE_CLASSES,
  TRIP_TYPES,
} from '../../src/server/db/seed/data/reference.js';
import { FRENCH } from '../../src/server/db/seed/data/translations/fr.js';
import { GERMAN } from '../../src/server/db/seed/data/translations/de.js';
import { ITALIAN } from '../../src/server/db/seed/data/translations/it.js';
import { TESTIMONIALS } from '../../src/server/db/seed/data/testimonials.js';
import { TRIPS } from '../../src/server/db/seed/data/trips.js';
import type { SeedTranslations } from '../../src/server/db/seed/data/types.js';
import type { Locale } from '../../src/domain/i18n/locales.js';
import { readCatalogue } from './catalogue-files.js';

/*
 * The English a translated page must not show (src/server/ssr/translated-pages.api.test.ts and
 * e2e/translated-pages.spec.ts): the interface's messages, the demo catalogue's texts, the reference lists' names
 * and the countries' and currencies' names, each with what the page's language says instead, so that a text the
 * translation keeps as it is ('Kilele Safaris', 'Serengeti', 'Canada') is not taken for English.
 */

export type TranslatedLocale = Exclude<Locale, 'en'>;

export interface EnglishText {
  /** the English as a page would show it: tags left out, spaces collapsed */
  text: string;
  /** where it comes from, for the failure message: 'interface', 'trip …', 'trip type' */
  from: string;
}

/**
 * Names that are the same in every language, so a translated page may show them as the English does, though they
 * hold words the list looks for ('Kilimanjaro', 'Tanzania'). The brand and the places a translation keeps by name
 * need no entry: a text its own translation says the same is never looked for.
 * Reviewed: add a name here only when a German or French traveller would read it the same way.
 */
export const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  // the bodies the agency belongs to, by their registered names
  'Tanzania Tourist Board',
  'Zanzibar Commission for Tourism',
  'Tanzania Association of Tour Operators',
  'Kilimanjaro Porters Assistance Project',
  'Zanzibar Association of Tourism Investors',
  // the airport's name, as its signs and the tickets write it
  'Kilimanjaro International Airport',
  // the office's postal address, written as a letter to it must be
  'P.O. Box 4127, Zanzibar, Tanzania',
];

/**
 * Single English words worth looking for (a phrase of two words or more always is): interface and reference
 * words that no German, French or Italian text writes, so that finding one means English was left on the page.
 * Reviewed: a word that is also German or French ('Safari', 'Guide', 'Budget', 'Culture') has no place here.
 */
export const ENGLISH_WORDS: readonly string[] = [
  // the site's sections and pages
  'About',
  'Careers',
  'Company',
  'Memberships',
  'Offices',
  'Press',
  'Privacy',
  'Terms',
  'Reviews',
  'Testimonials',
  'Overview',
  'Itinerary',
  'Activities',
  'Facts',
  'Summary',
  'Categories',
  'Locations',
  'Mainland',
  'History',
  'Cart',
  'Bookings',
  'Ratings',
  'Payment',
  'Breadcrumb',
  'Language',
  'Languages',
  'Currency',
  // forms and their states
  'Address',
  'Country',
  'Gender',
  'Password',
  'Phone',
  'Guests',
  'Class',
  'Season',
  'Price',
  'Duration',
  'Group',
  'Included',
  'Search',
  'Searching',
  'Subscribe',
  'Subscribing',
  'Unsubscribe',
  'Unsubscribing',
  'Loading',
  'Saving',
  'Submitting',
  'Processing',
  'Refresh',
  'Remove',
  'Cancel',
  'Close',
  'Delete',
  'Edit',
  'Done',
  'Error',
  'Unauthenticated',
  'selected',
  'Today',
  'Tomorrow',
  'Ends',
  'Full-time',
  'Part-time',
  'Popular',
  // a request's states, a rating's words, the price bands and seasons
  'Received',
  'Confirmed',
  'Completed',
  'Cancelled',
  'Poor',
  'Good',
  'Mid-range',
  'Ultra-luxury',
  'January–June',
  'July–December',
];

const SEED_TRANSLATIONS: Record<TranslatedLocale, SeedTranslations> = { de: GERMAN, fr: FRENCH, it: ITALIAN };

/**
 * What a page says outside its text: its title, its description, and the attributes a reader hears or sees (an
 * image's alt, a control's label, a field's placeholder, a tooltip).
 */
export function attributeTexts(html: string): string {
  const texts = [
    ...html.matchAll(/<title>([^<]*)<\/title>/gi),
    ...html.matchAll(
      /<meta\s+(?:name|property)="(?:description|og:title|og:description|twitter:title|twitter:description)"\s+content="([^"]*)"/gi,
    ),
    ...html.matchAll(/\s(?:alt|title|aria-label|aria-description|placeholder)="([^"]*)"/gi),
  ].map((match) => decodeEntities(match[1] ?? ''));
  return texts.filter((text) => text.trim()).join('\n');
}

/** The literal texts of a compiled message (Lingui's tokens): its strings and its plural branches', not its names. */
function compiledTexts(tokens: unknown): string[] {
  if (typeof tokens === 'string') return [tokens];
  if (!Array.isArray(tokens)) return [];
  return tokens.flatMap((token: unknown) => {
    if (typeof token === 'string') return [token];
    // A placeholder is [name], [name, format] or [name, 'plural' | 'select', { branch: tokens }].
    const branches = Array.isArray(token) ? (token[2] as unknown) : undefined;
    return branches && typeof branches === 'object' ? Object.values(branches).flatMap(compiledTexts) : [];
  });
}

/** What the messages a page's islands hydrate with say (its `boot-data`), one message a line. */
export function islandMessagesText(html: string): string {
  const data = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!data) return '';
  const { messages = {} } = JSON.parse(data) as { messages?: Record<string, unknown> };
  return Object.values(messages)
    .map((compiled) => compiledTexts(compiled).join(''))
    .join('\n');
}

/** A text as a page's reader gets it: HTML's tags out (a block's end ends a line), entities read, spaces one. */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(
        /<\/?(p|div|li|ul|ol|h[1-6]|br|tr|td|th|section|article|header|footer|nav|main|option|label)\b[^>]*>/gi,
        '\n',
      )
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Words as a reader counts them: 'Check-out' is one. */
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Without what surrounds the words: spaces, punctuation, a dash left by a cut. */
const trimmed = (text: string) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.!?)]+$/gu, '');

/** The sentences and lines of a text (or a name's whole line): the pieces a page may show apart. */
function pieces(html: string): string[] {
  return plainText(html)
    .split(/\n|(?<=[.!?;:])\s+/)
    .map(trimmed)
    .filter(Boolean);
}

/**
 * The texts of an ICU message between its placeholders: '{count} guests' → 'guests', a plural's branches as texts
 * of their own. A piece cut out by a placeholder needs three words to be worth looking for: 'and the' (of 'I agree
 * to the {terms} and the {privacy}.') is in any English sentence.
 */
function messagePieces(id: string): string[] {
  // Literal text sits at an even depth of braces: the message's own (0) or a plural's or a select's branch (2…).
  const literals: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of id) {
    if (char === '{' || char === '}' || (char === '#' && depth > 0)) {
      literals.push(current);
      current = '';
      if (char !== '#') depth += char === '{' ? 1 : -1;
    } else if (depth % 2 === 0) {
      current += char;
    }
  }
  literals.push(current);
  const whole = literals.length === 1;
  return literals
    .flatMap((part) => part.split(/\n|(?<=[.!?;:])\s+/))
    .map(trimmed)
    .filter((piece) => piece && (whole || wordCount(piece) >= 3));
}

/** `text` appears in `within` as words of its own (not inside a longer word), case and accents as written. */
export function containsWords(within: string, text: string): boolean {
  let at = within.indexOf(text);
  while (at !== -1) {
    const before = within[at - 1];
    const after = within[at + text.length];
    if (!isWordChar(before) && !isWordChar(after)) return true;
    at = within.indexOf(text, at + 1);
  }
  return false;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

interface Source {
  english: string;
  /** what the page's language says for the same thing ('' when nothing: the English would show) */
  translation: string;
  from: string;
  /** a name (a trip type, a country): looked for even as one word */
  name?: boolean;
}

/** Every English text of `locale`'s sources that its translation does not keep. */
function worthLooking(sources: Source[]): EnglishText[] {
  const found = new Map<string, EnglishText>();
  for (const { english, translation, from, name } of sources) {
    const kept = plainText(translation).replace(/\n/g, ' ');
    for (const text of name ? [trimmed(plainText(english).replace(/\n/g, ' '))] : pieces(english)) {
      if (!text || found.has(text) || containsWords(kept, text)) continue;
      if (SAME_IN_EVERY_LANGUAGE.includes(text)) continue;
      if (!name && wordCount(text) < 2 && !ENGLISH_WORDS.includes(text)) continue;
      found.set(text, { text, from });
    }
  }
  return [...found.values()];
}

/** The interface's messages (src/web/locales): each piece of English its translation does not say too. */
async function interfaceSources(locale: TranslatedLocale, root: string): Promise<Source[]> {
  const [english, translated] = await Promise.all([readCatalogue('en', root), readCatalogue(locale, root)]);
  return [...english.keys()].flatMap((id) =>
    messagePieces(id).map((piece) => ({
      english: piece,
      translation: translated.get(id) ?? '',
      from: `interface "${id}"`,
    })),
  );
}

function catalogueSources(locale: TranslatedLocale): Source[] {
  const translations = SEED_TRANSLATIONS[locale];
  const trips = TRIPS.flatMap((trip): Source[] => {
    const translated = translations.trips[trip.slug];
    const from = `trip ${trip.slug}`;
    return [
      { english: trip.name, translation: translated?.name ?? '', from, name: true },
      { english: trip.description, translation: translated?.description ?? '', from },
      ...trip.itinerary.flatMap((day, i) => [
        { english: day.title, translation: translated?.days?.[i]?.title ?? '', from, name: true },
        { english: day.description, translation: translated?.days?.[i]?.description ?? '', from },
      ]),
    ];
  });
  const destinations = DESTINATIONS.flatMap((destination): Source[] => {
    const translated = translations.destinations[destination.slug];
    const from = `destination ${destination.slug}`;
    return [
      // A destination's name left untranslated is its name in every language (Nungwi, Serengeti).
      { english: destination.name, translation: translated?.name ?? destination.name, from, name: true },
      { english: destination.description, translation: translated?.description ?? '', from },
      ...destination.facts.map((fact, i) => ({ english: fact, translation: translated?.facts?.[i] ?? '', from })),
      ...destination.activities.map((activity, i) => ({
        english: activity,
        translation: translated?.activities?.[i] ?? '',
        from,
        name: true,
      })),
    ];
  });
  const categories = [...INTEREST_CATEGORIES, ...INCLUSIONS].map((name) => ({
    english: name,
    translation: translations.categories[name] ?? '',
    from: 'category',
    name: true,
  }));
  return [...trips, ...destinations, ...categories];
}

/** The reference lists' names, translated like the interface (their messages are in the same catalogue). */
async function referenceSources(locale: TranslatedLocale, root: string): Promise<Source[]> {
  const translated = await readCatalogue(locale, root);
  const lists: [string, readonly string[]][] = [
    ['trip type', TRIP_TYPES],
    ['service class', SERVICE_CLASSES],
    ['season', SEASONS],
    ['gender', GENDERS],
    ['location', LOCATIONS.map((location) => location.name)],
    ['region', REGIONS],
  ];
  const named = lists.flatMap(([from, names]) =>
    names.map((name) => ({ english: name, translation: translated.get(name) ?? '', from, name: true })),
  );
  const regionIn = (language: string) => new Intl.DisplayNames(language, { type: 'region' });
  const currencyIn = (language: string) => new Intl.DisplayNames(language, { type: 'currency' });
  const countries = COUNTRY_CODES.map((code) => ({
    english: regionIn('en').of(code) ?? code,
    translation: regionIn(locale).of(code) ?? '',
    from: `country ${code}`,
    name: true,
  }));
  const currencies = CURRENCIES.flatMap((currency) =>
    [currency.name, currencyIn('en').of(currency.code) ?? ''].map((english) => ({
      english,
      translation: currencyIn(locale).of(currency.code) ?? '',
      from: `currency ${currency.code}`,
      name: true,
    })),
  );
  return [...named, ...countries, ...currencies];
}

/** The English texts a page in `locale` must not show. */
export async function englishTexts(locale: TranslatedLocale, root = process.cwd()): Promise<EnglishText[]> {
  const sources = [
    ...(await interfaceSources(locale, root)),
    ...catalogueSources(locale),
    ...(await referenceSources(locale, root)),
  ];
  return worthLooking(sources);
}

/**
 * What travellers wrote on the site (the demo's testimonials) is shown in the words they chose: not the page's own
 * English, so it is left out before looking, like the names that are the same in every language.
 */
const VISITORS_WORDS: readonly string[] = TESTIMONIALS.map((testimonial) => plainText(testimonial.comments));

/** A page's text without what it may show as it is in any language. */
function withoutKeptTexts(text: string): string {
  return [...SAME_IN_EVERY_LANGUAGE, ...VISITORS_WORDS].reduce((rest, kept) => rest.split(kept).join(' ¦ '), text);
}

/** The English texts that `text` (a page's plain text) shows. */
export function englishIn(text: string, texts: readonly EnglishText[]): EnglishText[] {
  const looked = withoutKeptTexts(text.replace(/\s+/g, ' '));
  return texts.filter((english) => containsWords(looked, english.text));
}
