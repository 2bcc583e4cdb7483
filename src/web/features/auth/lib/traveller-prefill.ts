import type { CurrentUser } from '#web/features/auth/api/get-current-user.js';

/** The traveller fields the request forms share, as a form holds them (ids as the selects' strings). */
export interface TravellerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: string;
  country: string;
}

interface Named {
  id: number;
  name: string;
}

/** The reference lists the account's gender and country names are looked up in. */
export interface TravellerLists {
  genders?: readonly Named[] | undefined;
  countries?: readonly Named[] | undefined;
}

/**
 * An account's one-string name as first and last name: the last word is the last name, the words
 * before it the first name; a single word is a first name only.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const idOf = (list: readonly Named[] | undefined, name: string): string | undefined => {
  const found = name.trim() ? list?.find((entry) => sameName(entry.name, name)) : undefined;
  return found ? String(found.id) : undefined;
};

/**
 * What a request form can fill in from the signed-in user's account: only what the account has
 * (blank parts are left out), gender and country once the reference lists are there to give their ids.
 */
export function travellerPrefill(user: CurrentUser | undefined, lists: TravellerLists | undefined) {
  if (!user) return {};
  const details: Partial<TravellerDetails> = {
    ...splitName(user.name ?? ''),
    email: user.email?.trim(),
    phone: user.phone?.trim(),
    gender: idOf(lists?.genders, user.gender ?? ''),
    country: idOf(lists?.countries, user.country ?? ''),
  };
  return Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  ) as Partial<TravellerDetails>;
}
