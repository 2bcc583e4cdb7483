import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TestimonialSchema } from '#domain/api/catalogue.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { ok } from '#server/lib/envelope.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';

export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.db);

  app.get(
    '/get-testimonals',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Approved testimonials, newest first (the path is spelled as the original client has it)',
        response: { 200: successEnvelope(z.object({ testimonials: z.array(TestimonialSchema) })) },
      },
    },
    async () => ok('Testimonials fetched successfully', { testimonials: await catalogue.approvedTestimonials() }),
  );
};
