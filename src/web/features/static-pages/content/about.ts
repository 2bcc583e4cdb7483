import { msg } from '#web/i18n/i18n.js';
import type { LucideIcon } from 'lucide-react';
import { Compass, HandCoins, Leaf, UsersRound } from 'lucide-react';

export const STORY = [
  msg(
    'Kilele means “summit” in Swahili. We chose the name because every trip we plan should feel like reaching one: the moment the crater floor opens below you, the first dhow sail at dawn off Nungwi, the quiet after a lion walks past the vehicle.',
  ),
  msg(
    'We started as two friends, a Stone Town reservations clerk and an Arusha safari guide, who kept meeting travellers let down by packages sold from far away. Today we run Zanzibar island tours from our office on Mizingani Road and mainland safaris from Arusha, with the same idea: plan every trip as if our own family were going.',
  ),
] as const;

export const HOW_WE_WORK = [
  {
    title: msg('Guides who grew up here'),
    text: msg(
      'Every guide and driver is Tanzanian, trained in first aid and speaks English plus at least one more language. They know the parks, the tides and the back streets because they are home.',
    ),
  },
  {
    title: msg('Planned by people, not a booking engine'),
    text: msg(
      'A coordinator in Stone Town or Arusha reads every inquiry, checks the season, the parks and your budget, and answers with a proposal written for you within 24 hours.',
    ),
  },
  {
    title: msg('Looked after on the ground'),
    text: msg(
      'You get a local phone number that reaches one of us every day of your trip. If a ferry is cancelled or a road washes out, we re-plan with you, on the spot.',
    ),
  },
] as const;

export interface Value {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const VALUES: readonly Value[] = [
  {
    icon: Compass,
    title: msg('Local knowledge first'),
    text: msg(
      'We only sell places we visit ourselves, and we tell you honestly when a season, lodge or route is not right for you.',
    ),
  },
  {
    icon: UsersRound,
    title: msg('Small and private'),
    text: msg('Private vehicles and small groups, so you stop where you want and the guide can answer every question.'),
  },
  {
    icon: HandCoins,
    title: msg('Clear prices'),
    text: msg(
      'Prices are in US dollars and list what is and is not included. No surprise park fees, no pressure to pay before you are sure.',
    ),
  },
  {
    icon: Leaf,
    title: msg('Fair to people and places'),
    text: msg(
      'Porters and crews are paid fairly and equipped properly, and we favour locally owned lodges and community-run experiences.',
    ),
  },
] as const;

export interface TeamMember {
  name: string;
  role: string;
  base: string;
  bio: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Amina Salim',
    role: msg('Co-founder, operations'),
    base: 'Stone Town',
    bio: msg('Fifteen years in Zanzibar tourism. Knows which sandbank is above water at which hour.'),
  },
  {
    name: 'Joseph Laizer',
    role: msg('Co-founder, head guide'),
    base: 'Arusha',
    bio: msg('A safari guide since 2006, raised near Tarangire. Leads our guide training every season.'),
  },
  {
    name: 'Fatma Juma',
    role: msg('Reservations lead'),
    base: 'Stone Town',
    bio: msg('Answers most first inquiries and builds the itineraries that do not fit a template.'),
  },
  {
    name: 'Daniel Mollel',
    role: msg('Senior guide, Kilimanjaro'),
    base: 'Moshi',
    bio: msg('Over sixty summits of Kilimanjaro. Cares more about acclimatising well than about speed.'),
  },
] as const;
