/** The actions the staff audit trail records for the requests desk, one per staff write. */
export const DESK_AUDIT_ACTIONS = {
  status: 'request.status',
  note: 'request.note',
  message: 'request.message',
} as const;

/** How the audit trail names a request. */
export const requestTarget = (uuid: string) => `request:${uuid}`;
