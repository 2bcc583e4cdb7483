import { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from '#domain/schemas/messages.js';
import { createNewsletterRepository } from '#server/repositories/newsletter-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

export interface NewsletterInput {
  email: string;
  sourcePage: string | null;
}

/**
 * A visitor subscribes to the newsletter. Subscribing again renews the subscription
 * (`created: false`) and says they are already subscribed, rather than failing.
 */
export async function subscribeToNewsletter(
  input: NewsletterInput,
  deps: UseCaseDeps,
): Promise<{ created: boolean; message: string }> {
  const created = await createNewsletterRepository(deps.db).subscribe(input.email, input.sourcePage);
  return { created, message: created ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
}
