/** The actions the staff audit trail records, one per staff write. */
export const STAFF_AUDIT_ACTIONS = {
  add: 'staff.add',
  change: 'staff.change',
  setPassword: 'staff.set_password',
} as const;

/** How the audit trail names a staff member. */
export const staffTarget = (uuid: string) => `staff:${uuid}`;
