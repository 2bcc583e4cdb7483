import { msg } from '#web/i18n/i18n.js';
export interface BlogPost {
  slug: string;
  title: string;
  /** yyyy-MM-dd */
  date: string;
  readingMinutes: number;
  category: string;
  excerpt: string;
  /** a generated card image, see lib/images */
  image: string;
  imageAlt: string;
}

/** Exactly three posts (docs/behaviour/static-pages.md). */
export const POSTS: readonly BlogPost[] = [
  {
    slug: 'best-time-great-migration',
    title: msg('When is the best time to see the Great Migration?'),
    date: '2025-02-10',
    readingMinutes: 7,
    category: msg('Safari planning'),
    excerpt: msg(
      'The herds never stop moving, so the best month depends on what you want to see. Calving on the southern plains peaks in February, the Grumeti crossings come around June, and the Mara River crossings run from July into October. Here is how we plan around the rains and the crowds.',
    ),
    image: '/images/great-migration-river-crossings-safari-card-800.webp',
    imageAlt: msg('Wildebeest on the Serengeti plains at sunset'),
  },
  {
    slug: 'stone-town-walking-guide',
    title: msg('A slow walking guide to Stone Town'),
    date: '2025-01-22',
    readingMinutes: 5,
    category: msg('Zanzibar'),
    excerpt: msg(
      'Start early at the Darajani market, get lost on purpose among the carved doors, take tea at a baraza bench and end at Forodhani Gardens when the grills are lit. A morning route our guides walk with guests every week, with the stops they never skip.',
    ),
    image: '/images/stone-town-heritage-walk-card-800.webp',
    imageAlt: msg('The Stone Town waterfront with dhows in the harbour'),
  },
  {
    slug: 'what-to-pack-kilimanjaro',
    title: msg('What to pack for Kilimanjaro'),
    date: '2024-12-05',
    readingMinutes: 6,
    category: msg('Trekking'),
    excerpt: msg(
      'You will walk from rainforest to glacier in a week, so layers matter more than brand names. Our head mountain guide’s list: what to bring, what to rent in Moshi, and the three small things most climbers forget until summit night.',
    ),
    image: '/images/kilimanjaro-machame-route-7-days-6-nights-card-800.webp',
    imageAlt: msg('Kilimanjaro’s snow cap above the clouds'),
  },
] as const;
