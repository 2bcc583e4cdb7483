import { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from '#domain/schemas/messages.js';
import { newsletterWelcomeMail } from '#server/mail/templates/newsletter-welcome.js';
import { createNewsletterRepository } from '#server/repositories/newsletter-repository.js';
import { unsubscribeLinks } from '#server/use-cases/newsletter/unsubscribe-links.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

export interface NewsletterInput {
  email: string;
  sourcePage: string | null;
}

/**
 * A visitor subscribes to the newsletter. Subscribing again renews the subscription
 * (`created: false`) and says they are already subscribed, rather than failing. A new or returning
 * subscriber is welcomed by e-mail (with the one-click way out); an active one is not mailed twice.
 */
export async function subscribeToNewsletter(
  input: NewsletterInput,
  deps: UseCaseDeps,
): Promise<{ created: boolean; message: string }> {
  const created = await deps.mail.inTransaction(async (tx, queue) => {
    const outcome = await createNewsletterRepository(tx).subscribe(input.email, input.sourcePage);
    if (outcome.inserted || outcome.returning) {
      const links = unsubscribeLinks(deps.config.PUBLIC_URL, outcome.token);
      await queue(newsletterWelcomeMail({ to: input.email.toLowerCase(), links }));
    }
    return outcome.inserted;
  });
  return { created, message: created ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
}
