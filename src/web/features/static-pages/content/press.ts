import { agency } from '#web/config/agency.js';

export const BOILERPLATE =
  'Kilele Safaris is a Tanzanian travel agency based in Stone Town, Zanzibar, with a safari office in Arusha. It plans private Zanzibar island tours, northern and southern circuit safaris and Kilimanjaro climbs, run by local guides for travellers from around the world.';

export const FACTS = [
  { label: 'Offices', value: 'Stone Town, Zanzibar and Arusha, Tanzania' },
  { label: 'What we run', value: 'Zanzibar tours, mainland safaris and Kilimanjaro climbs' },
  { label: 'Guides', value: 'Tanzanian, licensed, first-aid trained' },
  { label: 'Languages', value: 'English, Swahili, German and French' },
] as const;

/** Press requests go to the main inbox, labelled so they are answered first. */
export const PRESS_MAILTO = `mailto:${agency.email}?subject=${encodeURIComponent('Press enquiry')}`;
