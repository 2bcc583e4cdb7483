import { z } from 'zod';
import { msg } from '../i18n/msg.js';
import { countField, LONG_TEXT_MAX, MAX_DATABASE_INT, optionalText, requiredText, SHORT_TEXT_MAX } from './common.js';

/** How the traveller went: a review says it beside their name. */
export const TRAVELLED_AS = ['couple', 'family', 'friends', 'solo', 'group'] as const;
export type TravelledAs = (typeof TRAVELLED_AS)[number];

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 5000;
/** The one-time token of the invitation e-mail: 43 base64url characters; longer is refused before a query. */
export const REVIEW_TOKEN_MAX = 300;

export const REVIEW_MESSAGES = {
  token: msg('This review link is not valid. Please use the link from your e-mail.'),
  rating: msg('Please choose a rating from 1 to 5'),
  title: msg('Please give your review a title'),
  // REVIEW_TITLE_MAX, written out: a message is one literal text.
  titleTooLong: msg('The title must be 120 characters or fewer'),
  body: msg('Please tell us about your trip'),
  bodyTooShort: msg('Please write at least 20 characters about your trip'),
  bodyTooLong: msg('Your review must be 5000 characters or fewer'),
  travellerName: msg('Please enter the name to show with your review'),
  travelledAs: msg('Please choose how you travelled'),
} as const;

/** POST /api/reviews: what the traveller writes from the invitation's link. */
export const ReviewSubmissionSchema = z.object({
  token: requiredText(REVIEW_MESSAGES.token, { max: REVIEW_TOKEN_MAX, tooLong: REVIEW_MESSAGES.token }),
  rating: countField(1, REVIEW_MESSAGES.rating, MAX_DATABASE_INT).pipe(
    z.number().max(5, { error: REVIEW_MESSAGES.rating }),
  ),
  title: requiredText(REVIEW_MESSAGES.title, { max: REVIEW_TITLE_MAX, tooLong: REVIEW_MESSAGES.titleTooLong }),
  body: requiredText(REVIEW_MESSAGES.body, {
    multiline: true,
    max: REVIEW_BODY_MAX,
    tooLong: REVIEW_MESSAGES.bodyTooLong,
  }).pipe(z.string().min(REVIEW_BODY_MIN, { error: REVIEW_MESSAGES.bodyTooShort })),
  traveller_name: requiredText(REVIEW_MESSAGES.travellerName, { max: SHORT_TEXT_MAX }),
  travelled_as: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(TRAVELLED_AS, { error: REVIEW_MESSAGES.travelledAs }).nullable().optional(),
  ),
});
export type ReviewSubmissionInput = z.infer<typeof ReviewSubmissionSchema>;
export type ReviewSubmissionRawInput = z.input<typeof ReviewSubmissionSchema>;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_REPLY_MESSAGE = msg('Please write the agency’s answer (at most 5000 characters)');

/** POST /api/admin/reviews/{uuid}/reply: the agency's public answer; blank takes it back. */
export const ReviewReplySchema = z.object({
  body: optionalText(REVIEW_REPLY_MESSAGE, { multiline: true, max: LONG_TEXT_MAX, tooLong: REVIEW_REPLY_MESSAGE }),
});
export type ReviewReplyInput = z.infer<typeof ReviewReplySchema>;
