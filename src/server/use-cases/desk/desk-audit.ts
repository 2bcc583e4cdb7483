/** The actions the staff audit trail records for the requests desk, one per staff write. */
export const DESK_AUDIT_ACTIONS = {
  status: 'request.status',
  note: 'request.note',
  message: 'request.message',
  quote: 'request.quote',
  quoteDecision: 'request.quote-decision',
  payment: 'request.payment',
  paymentVoid: 'request.payment-void',
} as const;

/** How the audit trail names a request. */
export const requestTarget = (uuid: string) => `request:${uuid}`;

/** Who signs what the desk sends when no staff member is known (the command line, a script). */
export const AGENCY_SIGNATURE = 'The Kilele Safaris team';
