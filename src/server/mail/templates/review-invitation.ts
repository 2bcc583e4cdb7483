import type { Locale } from '#domain/i18n/locales.js';
import { translator } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { renderMail } from './mail-layout.js';

export interface ReviewInvitationMailInput {
  to: string;
  firstName: string;
  /** the trip's name in the request's language */
  tripName: string;
  /** the review form under the request's locale, with the one-time token */
  link: string;
  requestId: number;
  locale: Locale;
}

/** After the trip: the traveller is asked, in their language, to review it with a link that works once. */
export function reviewInvitationMail(input: ReviewInvitationMailInput): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'review-invitation',
    to: input.to,
    requestId: input.requestId,
    subject: t('How was {trip}?', { trip: input.tripName }),
    ...renderMail({
      heading: `Jambo ${input.firstName}`,
      paragraphs: [
        t('Thank you for travelling with us. We hope {trip} was everything you wished for.', {
          trip: input.tripName,
        }),
        t(
          'Would you tell the next travellers how it was? Your review appears on our website as a verified traveller’s, once our team has read it.',
        ),
        t('The link works once and only for you.'),
      ],
      action: { label: t('Write your review'), url: input.link },
      closing: t('Asante sana,\nThe Kilele Safaris team'),
    }),
  };
}
