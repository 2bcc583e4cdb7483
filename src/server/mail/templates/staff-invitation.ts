import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';

export interface StaffInvitationMailInput {
  to: string;
  name: string;
  /** `${PUBLIC_URL}/admin/set-password?token=…` */
  link: string;
  validHours: number;
}

/** A new staff member's one-time link to choose a password for the back office (POST /api/admin/staff). */
export function staffInvitationMail({ to, name, link, validHours }: StaffInvitationMailInput): OutgoingMail {
  return {
    kind: 'staff-invitation',
    to,
    subject: 'Your Kilele Safaris back office account',
    ...renderMail({
      heading: 'Welcome to the back office',
      paragraphs: [
        `Jambo ${name}, an account has been made for you in the Kilele Safaris back office.`,
        `Open the link below to choose your password (at least 12 characters). It works once and expires in ${validHours} hours; after that, ask an owner for a new one.`,
      ],
      details: [['Account', to]],
      action: { label: 'Choose your password', url: link },
    }),
  };
}
