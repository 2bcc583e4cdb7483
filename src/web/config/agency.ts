import { msg } from '#domain/i18n/msg.js';

/** The agency's own details: the one place to change them. */
export const agency = {
  name: 'Kilele Safaris',
  tagline: 'Zanzibar island tours and Tanzania safaris',
  address: ['Mizingani Road, Stone Town', 'P.O. Box 4127, Zanzibar, Tanzania'],
  phone: '+255 24 223 4567',
  phoneHref: 'tel:+255242234567',
  email: 'hello@kilele-safaris.example',
  /** marked for the catalogues: shown with `t(agency.hours)` */
  hours: msg('Monday to Saturday, 8:00–18:00 (EAT)'),
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
  address: agency.address.join(', '),
  sameAs: agency.social.map((s) => s.href),
};
