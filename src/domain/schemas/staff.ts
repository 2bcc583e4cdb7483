import { z } from 'zod';
import { adminSearch } from './admin-moderation.js';
import { blankToUndefined, INVALID_CHARACTERS_MESSAGE, isTypeableText, requiredEmail, requiredText } from './common.js';
import {
  DESK_FILTER_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  STAFF_CHANGE_REQUIRED_MESSAGE,
  STAFF_NAME_REQUIRED_MESSAGE,
  STAFF_PASSWORD_TOO_SHORT_MESSAGE,
  STAFF_ROLE_MESSAGE,
} from './messages.js';

/** Owners do everything; agents work the requests, the catalogue and moderation. */
export const STAFF_ROLES = ['owner', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PASSWORD_MIN_LENGTH = 12;

const role = z.enum(STAFF_ROLES, { error: STAFF_ROLE_MESSAGE });

/** An owner adds a staff member, who gets a set-password link by e-mail. */
export const NewStaffSchema = z.object({
  email: requiredEmail(EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE),
  name: requiredText(STAFF_NAME_REQUIRED_MESSAGE, { max: 200, tooLong: STAFF_NAME_REQUIRED_MESSAGE }),
  role,
});
export type NewStaffInput = z.infer<typeof NewStaffSchema>;

/** Whether a member can sign in: `active`, or `deactivated` by an owner. */
export const STAFF_STATUSES = ['active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The staff list: every member, or the active or deactivated ones; `q` searches name and e-mail. */
export const StaffListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(STAFF_STATUSES, { error: DESK_FILTER_MESSAGE }).optional()),
  q: adminSearch,
});
export type StaffListQuery = z.infer<typeof StaffListQuerySchema>;

/** An owner changes a role or (de)activates an account; at least one of the two. */
export const StaffChangeSchema = z
  .object({ role: role.optional(), active: z.boolean({ error: STAFF_CHANGE_REQUIRED_MESSAGE }).optional() })
  .refine((change) => change.role !== undefined || change.active !== undefined, {
    error: STAFF_CHANGE_REQUIRED_MESSAGE,
    path: ['role'],
  });
export type StaffChangeInput = z.infer<typeof StaffChangeSchema>;

/** A staff password: not trimmed, at least 12 characters. */
export const staffPassword = () =>
  z
    .string({ error: LOGIN_REQUIRED_MESSAGE })
    .min(STAFF_PASSWORD_MIN_LENGTH, { error: STAFF_PASSWORD_TOO_SHORT_MESSAGE })
    .max(1000, { error: STAFF_PASSWORD_TOO_SHORT_MESSAGE })
    .refine((value) => isTypeableText(value), { error: INVALID_CHARACTERS_MESSAGE });

/** The one-time link's token and the new password. */
export const StaffSetPasswordSchema = z.object({
  token: requiredText(LOGIN_REQUIRED_MESSAGE),
  password: staffPassword(),
});
export type StaffSetPasswordInput = z.infer<typeof StaffSetPasswordSchema>;
