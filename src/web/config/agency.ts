import { msg } from '#domain/i18n/msg.js';

/** The office's postal address, in the parts schema.org's PostalAddress names. */
const office = {
  street: 'Mizingani Road',
  locality: 'Stone Town',
  postOfficeBox: '4127',
  region: 'Zanzibar',
  country: 'Tanzania',
  /** ISO 3166-1 alpha-2 */
  countryCode: 'TZ',
} as const;

/** The office's opening hours: consecutive days (schema.org's names), opening and closing times in its zone. */
const hours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '08:00',
  closes: '18:00',
  zone: 'EAT',
  /** how a page shows them (useOpeningHours), marked for the catalogues */
  text: msg('{firstDay} to {lastDay}, {opens}–{closes} ({zone})'),
} as const;

/** The agency's own details: the one place to change them. */
export const agency = {
  name: 'Kilele Safaris',
  tagline: 'Zanzibar island tours and Tanzania safaris',
  office,
  /** the address as a letter has it, line by line */
  address: [
    `${office.street}, ${office.locality}`,
    `P.O. Box ${office.postOfficeBox}, ${office.region}, ${office.country}`,
  ],
  phone: '+255 24 223 4567',
  phoneHref: 'tel:+255242234567',
  email: 'hello@kilele-safaris.example',
  hours,
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/kilelesafaris' },
    { name: 'Facebook', href: 'https://www.facebook.com/kilelesafaris' },
    { name: 'YouTube', href: 'https://www.youtube.com/@kilelesafaris' },
    { name: 'TripAdvisor', href: 'https://www.tripadvisor.com/kilelesafaris' },
  ],
  partners: [
    'Tanzania Tourist Board',
    'Zanzibar Commission for Tourism',
    'Tanzania Association of Tour Operators',
    'Kilimanjaro Porters Assistance Project',
    'Zanzibar Association of Tourism Investors',
  ],
} as const;

/** schema.org TravelAgency: the agency as search engines describe it, on its own or as a trip's provider. */
export const agencyJsonLd = {
  '@type': 'TravelAgency',
  name: agency.name,
  telephone: agency.phone,
  email: agency.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.locality,
    addressRegion: office.region,
    postOfficeBoxNumber: office.postOfficeBox,
    addressCountry: office.countryCode,
  },
  // The hours the footer and the contact page show, from the same entry.
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    },
  ],
  sameAs: agency.social.map((s) => s.href),
};
