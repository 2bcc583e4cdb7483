// Approved guest testimonials of the demo catalogue. Country codes are ISO 3166-1 alpha-2 codes
// present in COUNTRY_CODES (countries.ts).
import type { SeedTestimonial } from './types.js';

export const TESTIMONIALS: SeedTestimonial[] = [
  {
    name: 'Sophie Müller',
    countryCode: 'DE',
    rating: 5,
    comments:
      'Our guide in Stone Town brought the old lanes to life, from the carved doors to the slave market memorial. We ended the evening eating at Forodhani Gardens, exactly as he recommended.',
    createdAt: '2025-01-18',
  },
  {
    name: 'James Whitaker',
    countryCode: 'GB',
    rating: 5,
    comments:
      'Snorkelling at Mnemba was the highlight of our honeymoon. We swam above green turtles and a pod of dolphins passed the boat on the way back.',
    createdAt: '2025-02-27',
  },
  {
    name: 'Aisha Patel',
    countryCode: 'IN',
    rating: 5,
    comments:
      'We timed our Serengeti safari for the migration and saw the herds crossing the Mara River on our second morning. Our driver-guide knew exactly where to wait and never rushed us.',
    createdAt: '2025-04-09',
  },
  {
    name: 'Lucas Moreau',
    countryCode: 'FR',
    rating: 4,
    comments:
      'The day on the Ngorongoro crater floor was incredible: lions, a black rhino in the distance and flamingos on the lake. The road down is bumpy, but that is part of the adventure.',
    createdAt: '2025-05-22',
  },
  {
    name: 'Emily Chen',
    countryCode: 'CA',
    rating: 5,
    comments:
      'Reaching Uhuru Peak at sunrise on the Lemosho route is something I will never forget. The guides and porters were patient, cheerful and watched our health closely every day.',
    createdAt: '2025-07-14',
  },
  {
    name: 'Matteo Rossi',
    countryCode: 'IT',
    rating: 5,
    comments:
      'I booked three days of kitesurf lessons in Paje and was riding on my own by the last session. The lagoon is shallow and perfect for beginners.',
    createdAt: '2025-08-30',
  },
  {
    name: 'Hannah Lindqvist',
    countryCode: 'SE',
    rating: 5,
    comments:
      'The spice tour at Kizimbani was a favourite with our children. They tasted fresh nutmeg and cinnamon bark and came home wearing palm-leaf hats.',
    createdAt: '2025-10-05',
  },
  {
    name: 'Daniel Okafor',
    countryCode: 'NG',
    rating: 4,
    comments:
      'Tarangire surprised us: we lost count of the elephants among the baobabs. The lodge was simple but comfortable, and the team handled every transfer on time.',
    createdAt: '2025-11-19',
  },
  {
    name: 'Olivia Harris',
    countryCode: 'AU',
    rating: 5,
    comments:
      'Seeing the red colobus monkeys up close in Jozani Forest, then relaxing in Jambiani the same afternoon, made for a perfect day. The seaweed farm walk with local women was a real insight.',
    createdAt: '2026-01-08',
  },
  {
    name: 'Kenji Tanaka',
    countryCode: 'JP',
    rating: 5,
    comments:
      'The boat trip to Prison Island was a relaxed half day. Meeting the giant tortoises and snorkelling off the beach afterwards was a lovely combination.',
    createdAt: '2026-02-21',
  },
  {
    name: 'Grace Mwangi',
    countryCode: 'KE',
    rating: 5,
    comments:
      'Nyerere felt wild and uncrowded. The boat safari on the Rufiji River brought us close to hippos and crocodiles, and we were lucky to see wild dogs on our last drive.',
    createdAt: '2026-04-03',
  },
  {
    name: 'Michael Brennan',
    countryCode: 'US',
    rating: 5,
    comments:
      'Our family safari covered Lake Manyara, the crater and the Serengeti without ever feeling rushed. The kids still talk about the baboons and the hot-air balloon ride.',
    createdAt: '2026-06-16',
  },
  {
    name: 'Lotte de Vries',
    countryCode: 'NL',
    rating: 4,
    comments:
      'We watched dhows being built by hand on the beach in Nungwi and visited the turtle aquarium. Sunset on the dhow cruise was beautiful, although the boat was quite full.',
    createdAt: '2026-08-11',
  },
  {
    name: 'Thabo Nkosi',
    countryCode: 'ZA',
    rating: 5,
    comments:
      'Ruaha was the most authentic safari we have done: huge lion prides, kudu and hardly another vehicle in sight. Flying in from Zanzibar made it easy.',
    createdAt: '2026-10-02',
  },
];
