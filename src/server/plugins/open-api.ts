import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_ENVELOPE_COMPONENT, errorEnvelopeComponent, withStandardAnswers } from './open-api-answers.js';
import { zodToJsonConfig } from './open-api-json-schema.js';

const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig });

/**
 * The OpenAPI document is generated from the route schemas; browsable at /api/docs. Off in production
 * unless API_DOCS is on (config/env.ts): then /api/docs is the API's 404 like any unknown path. Each
 * operation lists every error status it can answer (open-api-answers.ts), in one shared envelope.
 */
export async function registerOpenApi(app: FastifyInstance, enabled: boolean): Promise<void> {
  if (!enabled) return;
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kilele Safaris storefront API',
        description: 'The API behind the storefront. Every answer uses the envelope described in docs/api/README.md.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      tags: [
        { name: 'Reference data', description: 'Currencies, locations and reference lists' },
        { name: 'Catalogue', description: 'Destinations, trips and testimonials' },
      ],
      components: {
        schemas: { [ERROR_ENVELOPE_COMPONENT]: errorEnvelopeComponent },
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (input) => withStandardAnswers(jsonSchemaTransform(input), input.route),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
