import { msg } from '#web/i18n/i18n.js';
export interface SampleReview {
  name: string;
  country: string;
  rating: number;
  trip: string;
  /** yyyy-MM */
  travelled: string;
  text: string;
}

export const REVIEWS: readonly SampleReview[] = [
  {
    name: 'Claire Dubois',
    country: msg('France'),
    rating: 5,
    trip: msg('Northern circuit safari'),
    travelled: '2024-09',
    text: msg(
      'Joseph found us a leopard in Tarangire on the first afternoon and somehow always knew where the crowds were not. Six days that felt like a month, in the best way.',
    ),
  },
  {
    name: 'Michael and Sarah Brennan',
    country: msg('Ireland'),
    rating: 5,
    trip: msg('Zanzibar honeymoon'),
    travelled: '2024-11',
    text: msg(
      'The sunset dhow in Nungwi and a private dinner on the sand were the highlight of our honeymoon. Fatma answered every message within the hour, even on a Sunday.',
    ),
  },
  {
    name: 'Kenji Watanabe',
    country: msg('Japan'),
    rating: 5,
    trip: msg('Kilimanjaro, Machame route'),
    travelled: '2024-08',
    text: msg(
      'The crew set a slow pace on purpose and it worked: all four of us reached Uhuru Peak. Porters were well equipped and clearly respected.',
    ),
  },
  {
    name: 'Hannah Müller',
    country: msg('Germany'),
    rating: 4,
    trip: msg('Stone Town and spice farm'),
    travelled: '2025-01',
    text: msg(
      'Our guide made Stone Town’s history come alive. The spice farm lunch was delicious. Only wish we had booked one more day on the island.',
    ),
  },
  {
    name: 'David Okafor',
    country: msg('United Kingdom'),
    rating: 5,
    trip: msg('Family safari'),
    travelled: '2024-12',
    text: msg(
      'Travelling with two children under ten, we wanted short drives and a pool. Kilele planned exactly that, and the kids still talk about the elephants in the crater.',
    ),
  },
  {
    name: 'Amani Wanjiru',
    country: msg('Kenya'),
    rating: 5,
    trip: msg('Zanzibar island highlights'),
    travelled: '2025-02',
    text: msg(
      'Everything ran on time, from the ferry pick-up to the last transfer. Friendly, well organised and very fair on price.',
    ),
  },
] as const;

/** The average of the sample ratings, one decimal. */
export function averageRating(reviews: readonly Pick<SampleReview, 'rating'>[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
