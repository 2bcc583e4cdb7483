import { z } from 'zod';
import { STAFF_ROLES } from '../schemas/staff.js';

/** `data.staff` of the back office's answers: who a staff member is, never a secret. */
export const StaffSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
});
