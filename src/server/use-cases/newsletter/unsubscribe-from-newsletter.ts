import { UNSUBSCRIBE_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { createNewsletterRepository } from '#server/repositories/newsletter-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * The subscriber follows the link in a newsletter (or their mail program's one-click button): no
 * sign-in, the token is the proof. An unknown token is 404 and changes nothing.
 */
export async function unsubscribeFromNewsletter(
  input: { token: string },
  deps: Pick<UseCaseDeps, 'db'>,
): Promise<void> {
  const found = await createNewsletterRepository(deps.db).unsubscribe(input.token);
  if (!found) throw notFound(UNSUBSCRIBE_LINK_MESSAGE);
}
