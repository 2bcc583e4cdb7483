import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';

export interface PasswordResetMailInput {
  to: string;
  name: string;
  /** `${PUBLIC_URL}/reset-password?token=…` */
  link: string;
  validMinutes: number;
}

/** The one-time link to choose a new password (POST /password-reset; docs/behaviour/account.md). */
export function passwordResetMail({ to, name, link, validMinutes }: PasswordResetMailInput): OutgoingMail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your Kilele Safaris password',
    ...renderMail({
      heading: 'Reset your password',
      paragraphs: [
        `Jambo ${name}, we received a request to reset the password of your Kilele Safaris account.`,
        `Open the link below to choose a new password. It works once and expires in ${validMinutes} minutes; after that, simply ask for a new one on the website.`,
        'When your new password is saved, every device signed in to your account is signed out.',
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ],
      details: [['Account', to]],
      action: { label: 'Choose a new password', url: link },
    }),
  };
}
