import { msg } from '#web/i18n/i18n.js';
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
    title: msg('Safari Guide'),
    location: msg('Arusha'),
    type: msg('Full-time, seasonal contract'),
    summary: msg(
      'Lead private safaris on the northern circuit, from Tarangire to the Serengeti, looking after small groups from the airport pick-up to the last sundowner.',
    ),
    looking: [
      msg('A recognised safari guide certificate and a clean professional driving record'),
      msg('Fluent English; German, French or Spanish is a plus'),
      msg('Calm, patient and genuinely curious about wildlife'),
    ],
  },
  {
    title: msg('Reservations Coordinator'),
    location: msg('Stone Town'),
    type: msg('Full-time'),
    summary: msg(
      'Turn inquiries into trips: answer travellers within a day, build itineraries with lodges and guides, and keep every booking accurate from deposit to departure.',
    ),
    looking: [
      msg('Two years or more in tourism reservations or customer service'),
      msg('Clear written English and an eye for detail'),
      msg('Good knowledge of Zanzibar and mainland travel logistics'),
    ],
  },
  {
    title: msg('Digital Marketing Assistant'),
    location: msg('Stone Town or remote within Tanzania'),
    type: msg('Part-time'),
    summary: msg(
      'Tell our guests’ stories online: plan social posts with our guides, keep trip pages current and help travellers find honest information before they book.',
    ),
    looking: [
      msg('Experience with social media and simple content tools'),
      msg('Good English writing; Swahili is a plus'),
      msg('A portfolio or accounts you have run, if you have them'),
    ],
  },
] as const;

/** 'Apply by e-mail': a mailto link that names the role in the subject, so applications can be sorted. */
export function applyHref(opening: Pick<Opening, 'title' | 'location'>, email: string = agency.email): string {
  const subject = `Application: ${opening.title} (${opening.location})`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
