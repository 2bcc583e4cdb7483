import { msg } from '#web/i18n/i18n.js';
import { agency } from '#web/config/agency.js';

export const BOILERPLATE = msg(
  'Kilele Safaris is a Tanzanian travel agency based in Stone Town, Zanzibar, with a safari office in Arusha. It plans private Zanzibar island tours, northern and southern circuit safaris and Kilimanjaro climbs, run by local guides for travellers from around the world.',
);

export const FACTS = [
  { label: msg('Offices'), value: msg('Stone Town, Zanzibar and Arusha, Tanzania') },
  { label: msg('What we run'), value: msg('Zanzibar tours, mainland safaris and Kilimanjaro climbs') },
  { label: msg('Guides'), value: msg('Tanzanian, licensed, first-aid trained') },
  { label: msg('Languages'), value: msg('English, Swahili, German and French') },
] as const;

/** Press requests go to the main inbox, labelled so they are answered first. */
export const PRESS_MAILTO = `mailto:${agency.email}?subject=${encodeURIComponent('Press enquiry')}`;
