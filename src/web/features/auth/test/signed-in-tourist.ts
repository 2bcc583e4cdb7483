import type { CurrentUser } from '#web/features/auth/api/get-current-user.js';

/** A signed-in tourist, as the API answers who is signed in: what her forms are filled in from. */
export const AMINA: CurrentUser = {
  uuid: 'u-1',
  name: 'Amina Mwakilema',
  email: 'amina@example.com',
  phone: '+255 712 345 678',
  gender: 'Female',
  country: 'Tanzania',
};
