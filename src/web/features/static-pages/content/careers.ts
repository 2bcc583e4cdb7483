import { agency } from '#web/config/agency.js';

export interface Opening {
  title: string;
  location: string;
  type: string;
  summary: string;
  looking: readonly string[];
}

/** Exactly three openings (docs/behaviour/static-pages.md). */
export const OPENINGS: readonly Opening[] = [
  {
    title: 'Safari Guide',
    location: 'Arusha',
    type: 'Full-time, seasonal contract',
    summary:
      'Lead private safaris on the northern circuit, from Tarangire to the Serengeti, looking after small groups from the airport pick-up to the last sundowner.',
    looking: [
      'A recognised safari guide certificate and a clean professional driving record',
      'Fluent English; German, French or Spanish is a plus',
      'Calm, patient and genuinely curious about wildlife',
    ],
  },
  {
    title: 'Reservations Coordinator',
    location: 'Stone Town',
    type: 'Full-time',
    summary:
      'Turn inquiries into trips: answer travellers within a day, build itineraries with lodges and guides, and keep every booking accurate from deposit to departure.',
    looking: [
      'Two years or more in tourism reservations or customer service',
      'Clear written English and an eye for detail',
      'Good knowledge of Zanzibar and mainland travel logistics',
    ],
  },
  {
    title: 'Digital Marketing Assistant',
    location: 'Stone Town or remote within Tanzania',
    type: 'Part-time',
    summary:
      'Tell our guests’ stories online: plan social posts with our guides, keep trip pages current and help travellers find honest information before they book.',
    looking: [
      'Experience with social media and simple content tools',
      'Good English writing; Swahili is a plus',
      'A portfolio or accounts you have run, if you have them',
    ],
  },
] as const;

/** 'Apply by e-mail': a mailto link that names the role in the subject, so applications can be sorted. */
export function applyHref(opening: Pick<Opening, 'title' | 'location'>, email: string = agency.email): string {
  const subject = `Application: ${opening.title} (${opening.location})`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
