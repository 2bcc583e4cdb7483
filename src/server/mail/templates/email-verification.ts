import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { translator } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';

export const EMAIL_VERIFICATION_KIND = 'email-verification';

export interface EmailVerificationMailInput {
  to: string;
  name: string;
  /** `${PUBLIC_URL}/verify-email?token=…`, in the page language of the registration */
  link: string;
  validDays: number;
  /** the language the account was registered in */
  locale?: Locale;
}

/**
 * The one-time link that confirms a new account's address (POST /register, POST /user/email-verification;
 * docs/behaviour/account.md). It says what confirming does: the requests sent from this address without an
 * account join it.
 */
export function emailVerificationMail({
  to,
  name,
  link,
  validDays,
  locale = DEFAULT_LOCALE,
}: EmailVerificationMailInput): OutgoingMail {
  const t = translator(locale);
  return {
    kind: EMAIL_VERIFICATION_KIND,
    to,
    subject: t('Confirm your e-mail address for Kilele Safaris'),
    ...renderMail({
      heading: t('Confirm your e-mail address'),
      paragraphs: [
        t('Jambo {name}, thank you for creating your Kilele Safaris account.', { name }),
        t(
          'Please confirm that this address is yours. Any bookings and inquiries you sent us from it before you had an account then appear in your dashboard too.',
        ),
        t('The link works once and expires in {days} days.', { days: validDays }),
        t('If you did not create this account, you can ignore this e-mail.'),
      ],
      details: [[t('Account'), to]],
      action: { label: t('Confirm my e-mail address'), url: link },
    }),
  };
}
