import { z } from 'zod';

/** `data.user` of the account answers: the profile, never a secret. */
export const UserSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  country: z.string(),
  gender: z.string(),
  tourist_number: z.string(),
  email_verified: z.boolean().describe('confirmed with the link mailed at registration (POST /verify-email)'),
  created_at: z.string(),
});

export const accountTags = ['Account'];
