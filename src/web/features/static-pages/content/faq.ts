import { msg } from '#web/i18n/i18n.js';
import { CANCELLATION_POLICY } from './cancellation-policy.js';

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
}

/** Four items (docs/behaviour/static-pages.md); the cancellation answer is the Terms' own policy. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'included',
    question: msg('What is included in the price of a tour or safari?'),
    answer: [
      msg(
        'Each trip page lists exactly what is and is not included. As a rule, safaris include accommodation as described, park and conservation fees, a private 4x4 with a pop-up roof and a professional guide, meals as listed, bottled drinking water and airport transfers. Zanzibar tours include the guide, transport, entrance fees and the meals named in the itinerary.',
      ),
      msg('International flights, visas, travel insurance, tips and personal expenses are not included.'),
    ],
  },
  {
    id: 'payment',
    question: msg('How do I pay, and is my payment secure?'),
    answer: [
      msg(
        'Online payment is coming soon. For now, send us a booking request or an inquiry; we confirm availability by e-mail and send you an invoice with our bank details or a secure card-payment link from a licensed payment provider.',
      ),
      msg(
        'A deposit confirms your booking and the balance is due before departure. We will never ask for your card number by e-mail, chat or phone.',
      ),
    ],
  },
  {
    id: 'cancellation',
    question: msg('What is your cancellation policy?'),
    answer: [
      CANCELLATION_POLICY,
      msg(
        'We strongly recommend travel insurance that covers cancellation. If you need to change dates instead of cancelling, tell us as early as you can and we will do our best to move your trip.',
      ),
    ],
  },
  {
    id: 'custom',
    question: msg('Can you create a custom itinerary for me?'),
    answer: [
      msg(
        'Yes: most of our trips are tailored. Tell us your dates, who is travelling, your budget and what you would love to see, using the inquiry form on our contact page.',
      ),
      msg(
        'A coordinator will reply within 24 hours with a personalized proposal, and we adjust it with you until it is exactly right.',
      ),
    ],
  },
] as const;
