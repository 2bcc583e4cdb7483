import type { SubmittedTestimonial } from '#domain/api/personal.js';
import { UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import type { TestimonialSubmissionInput } from '#domain/schemas/testimonial.js';
import { HttpError } from '#server/lib/http-error.js';
import { createTestimonialSubmissionsRepository } from '#server/repositories/testimonial-submissions-repository.js';
import type { SignedInDeps } from '#server/use-cases/use-case.js';

/**
 * A signed-in tourist shares a testimonial under their name and country; it waits for the agency's
 * approval before it is featured. An account deleted meanwhile is signed out (401).
 */
export async function submitTestimonial(
  input: TestimonialSubmissionInput,
  deps: Pick<SignedInDeps, 'db' | 'userId'>,
): Promise<SubmittedTestimonial> {
  const testimonial = await createTestimonialSubmissionsRepository(deps.db).submit(deps.userId, input);
  if (!testimonial) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  return testimonial;
}
