import { createNewsletterRepository } from '#server/repositories/newsletter-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

export interface NewsletterInput {
  email: string;
  sourcePage: string | null;
}

/** A visitor subscribes to the newsletter; subscribing again renews the subscription (`created: false`). */
export async function subscribeToNewsletter(input: NewsletterInput, deps: UseCaseDeps): Promise<{ created: boolean }> {
  const created = await createNewsletterRepository(deps.db).subscribe(input.email, input.sourcePage);
  return { created };
}
